import { describe, expect, it } from 'vitest';
import { drawCameraFrame, FRAME_HEIGHT_PX, FRAME_WIDTH_PX, paintCameraFrame } from './simulatedCamera';

const at = (pixels: Uint8Array, x: number, y: number) => Array.from(pixels.subarray((y * FRAME_WIDTH_PX + x) * 4, (y * FRAME_WIDTH_PX + x) * 4 + 4));

describe('built-in camera frames', () => {
  it('paints sky, sea, the name bar with its text, and moves with time', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const a = paintCameraFrame('Falochron Główny', now, 1);
    expect(a.length).toBe(FRAME_WIDTH_PX * FRAME_HEIGHT_PX * 4);
    expect(at(a, 470, 100)).toEqual([0x7f, 0xa7, 0xc9, 255]);
    expect(at(a, 470, 265)).toEqual([0x1f, 0x4e, 0x6e, 255]);
    // Some of the bar is text (white-ish), most of it the bar's colour.
    let bright = 0;
    for (let x = 0; x < 200; x += 1) for (let y = 4; y < 24; y += 1) if ((at(a, x, y)[0] ?? 0) > 200) bright += 1;
    expect(bright).toBeGreaterThan(50);
    // Glyphs, not a filled box.
    expect(bright).toBeLessThan(0.5 * 200 * 20);
    const b = paintCameraFrame('Falochron Główny', new Date(now.getTime() + 1000), 1);
    expect(Buffer.from(b).equals(Buffer.from(a))).toBe(false);
  });

  it('encodes a JPEG of the frame size', async () => {
    const jpeg = await drawCameraFrame('K', new Date(), 2);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg.length).toBeGreaterThan(1000);
  });
});
