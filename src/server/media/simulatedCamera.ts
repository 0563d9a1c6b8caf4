// Frames of a built-in (simulated) camera: sea and sky, waves, a ship
// crossing the view, the camera's name, the time and a 'SYMULACJA' mark, so
// a camera window shows live video with no hardware. Frames are painted
// into raw RGBA pixels (rectangles, and text masks rendered once with the
// DejaVu font) and encoded to JPEG by sharp (libjpeg-turbo, off the event
// loop): a few milliseconds a frame, so nine cameras cost the server little
// (the pure-JS canvas and encoder took about half a second a frame).
import sharp from 'sharp';
import { HttpError } from '../errors';
import type { StartUpstream } from './cameraFeed';
import { font, makeCanvas } from './canvas';

/** Frame interval of built-in cameras. */
export const SIMULATED_FRAME_MS = 500;

export const FRAME_WIDTH_PX = 480;
export const FRAME_HEIGHT_PX = 270;
const HORIZON_PX = 150;
const BAR_PX = 28;
const JPEG_QUALITY = 70;

/** Colours as 0xAABBGGRR (little-endian RGBA in a Uint32Array). */
const rgba = (hex: number): number => (0xff000000 | ((hex & 0xff) << 16) | (hex & 0xff00) | ((hex >> 16) & 0xff)) >>> 0;
const SKY = rgba(0x7fa7c9);
const SEA = rgba(0x1f4e6e);
const WAVE = rgba(0x3b6e90);
const HULL = rgba(0x2b2b2b);
const BRIDGE = rgba(0xc8c8c8);
const FUNNEL = rgba(0xb03030);
/** The sky under the name bar's 55% black. */
const BAR = rgba(0x394b5a);
const WHITE = [255, 255, 255] as const;
const YELLOW = [255, 210, 74] as const;

/** A text's coverage, rendered once: alpha per pixel. */
interface TextMask {
  /** Where the next text starts (the font's advance). */
  advancePx: number;
  widthPx: number;
  heightPx: number;
  alpha: Uint8Array;
}

const TEXT_SIZE_PX = 15;
const masks = new Map<string, TextMask>();

/** The coverage mask of a text (cached: camera names, the mark, the clock's characters). */
function textMask(text: string): TextMask {
  const known = masks.get(text);
  if (known) return known;
  const probe = makeCanvas(1, 1).ctx;
  probe.font = font(TEXT_SIZE_PX);
  const advancePx = probe.measureText(text).width;
  const widthPx = Math.max(1, Math.ceil(advancePx) + 2);
  const heightPx = TEXT_SIZE_PX + 5;
  const { bitmap, ctx } = makeCanvas(widthPx, heightPx);
  // White on black: the red channel is the text's coverage.
  ctx.fillStyle = '#000000';
  ctx.fillRect(0, 0, widthPx, heightPx);
  ctx.fillStyle = '#ffffff';
  ctx.font = font(TEXT_SIZE_PX);
  ctx.fillText(text, 0, TEXT_SIZE_PX);
  const alpha = new Uint8Array(widthPx * heightPx);
  for (let i = 0; i < alpha.length; i += 1) alpha[i] = bitmap.data[i * 4] ?? 0;
  const mask = { advancePx, widthPx, heightPx, alpha };
  masks.set(text, mask);
  return mask;
}


class Raster {
  readonly bytes = new Uint8Array(FRAME_WIDTH_PX * FRAME_HEIGHT_PX * 4);
  private readonly pixels = new Uint32Array(this.bytes.buffer);

  rect(x: number, y: number, w: number, h: number, colour: number): void {
    const x0 = Math.max(0, Math.round(x));
    const x1 = Math.min(FRAME_WIDTH_PX, Math.round(x + w));
    if (x1 <= x0) return;
    for (let row = Math.max(0, y); row < Math.min(FRAME_HEIGHT_PX, y + h); row += 1) {
      this.pixels.fill(colour, row * FRAME_WIDTH_PX + x0, row * FRAME_WIDTH_PX + x1);
    }
  }

  /** Blends a text mask in a colour with its top-left at (x, y). */
  text(mask: TextMask, x: number, y: number, colour: readonly [number, number, number]): void {
    for (let my = 0; my < mask.heightPx; my += 1) {
      const row = y + my;
      if (row < 0 || row >= FRAME_HEIGHT_PX) continue;
      for (let mx = 0; mx < mask.widthPx; mx += 1) {
        const a = mask.alpha[my * mask.widthPx + mx] ?? 0;
        const col = x + mx;
        if (a === 0 || col < 0 || col >= FRAME_WIDTH_PX) continue;
        const i = (row * FRAME_WIDTH_PX + col) * 4;
        for (let c = 0; c < 3; c += 1) this.bytes[i + c] = ((this.bytes[i + c] ?? 0) * (255 - a) + (colour[c] ?? 0) * a) / 255;
      }
    }
  }
}

/** The RGBA pixels of the scene at time `now`. */
export function paintCameraFrame(cameraName: string, now: Date, seed: number): Uint8Array {
  const r = new Raster();
  r.rect(0, 0, FRAME_WIDTH_PX, HORIZON_PX, SKY);
  r.rect(0, HORIZON_PX, FRAME_WIDTH_PX, FRAME_HEIGHT_PX - HORIZON_PX, SEA);
  // Waves: short strokes that move with time.
  const t = now.getTime() / 1000;
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 12; col += 1) {
      const x = ((col * 47 + row * 23 + t * (8 + row * 2) + seed * 13) % (FRAME_WIDTH_PX + 40)) - 20;
      r.rect(x, HORIZON_PX + 8 + row * 14, 18, 2, WAVE);
    }
  }
  // A ship crossing the view about once a minute, different per camera.
  const shipX = ((t * 9 + seed * 97) % (FRAME_WIDTH_PX + 160)) - 80;
  r.rect(shipX, HORIZON_PX - 14, 90, 14, HULL);
  r.rect(shipX + 55, HORIZON_PX - 30, 24, 16, BRIDGE);
  r.rect(shipX + 62, HORIZON_PX - 40, 8, 10, FUNNEL);
  // Overlay: name, time, mark.
  r.rect(0, 0, FRAME_WIDTH_PX, BAR_PX, BAR);
  r.text(textMask(cameraName), 8, 4, WHITE);
  // The clock character by character (a mask per character, not per second; DejaVu's digits have one width).
  const clock = [...now.toISOString().replace('T', ' ').slice(0, 19)].map(textMask);
  let x = FRAME_WIDTH_PX - 8 - clock.reduce((sum, m) => sum + m.advancePx, 0);
  for (const mask of clock) {
    r.text(mask, Math.round(x), 4, WHITE);
    x += mask.advancePx;
  }
  r.text(textMask('SYMULACJA'), 8, FRAME_HEIGHT_PX - 25, YELLOW);
  return r.bytes;
}

/** One JPEG frame of the scene at time `now`. */
export function drawCameraFrame(cameraName: string, now: Date, seed: number): Promise<Buffer> {
  const pixels = paintCameraFrame(cameraName, now, seed);
  return sharp(pixels, { raw: { width: FRAME_WIDTH_PX, height: FRAME_HEIGHT_PX, channels: 4 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** A built-in camera's upstream: a frame drawn now and every `intervalMs` (a frame still being drawn is not started again). */
export function simulatedUpstream(cameraName: string, seed: number, intervalMs: number = SIMULATED_FRAME_MS): StartUpstream {
  return (sink) => {
    let drawing = false;
    let stopped = false;
    const tick = async () => {
      if (drawing || stopped) return;
      drawing = true;
      try {
        const jpeg = await drawCameraFrame(cameraName, new Date(), seed);
        if (!stopped) sink.frame(jpeg);
      } catch (error) {
        stopped = true;
        clearInterval(timer);
        sink.end(new HttpError(500, `Nie udało się narysować obrazu kamery: ${error instanceof Error ? error.message : String(error)}`));
      } finally {
        drawing = false;
      }
    };
    const timer = setInterval(() => void tick(), intervalMs);
    void tick();
    return {
      stop: () => {
        stopped = true;
        clearInterval(timer);
      },
    };
  };
}
