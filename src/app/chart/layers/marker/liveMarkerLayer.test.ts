// A live marker layer asks for a frame when its markers change within the
// last drawn view (before or after the change), not for changes far away.
import { describe, expect, it } from 'vitest';
import { fakeWebGl2 } from '../../gl/fakeWebGl2';
import type { FrameUniforms, LayerContext } from '../../render/chartLayer';
import { LiveMarkerLayer } from './liveMarkerLayer';
import type { MarkerBuffers } from './markerProgram';

/** One marker of two vertices at x, y (origin-relative Mercator metres), 10 px wide. */
const marker = (xM: number, yM: number): MarkerBuffers => ({
  positions: new Float32Array([xM, yM, xM, yM]),
  offsetsPx: new Float32Array([-10, 0, 10, 0]),
  colours: new Uint8Array(8),
  pickColours: new Uint8Array(8),
});

class TestMarkers extends LiveMarkerLayer {
  readonly id = 'test';
  readonly order = 0;
  readonly pickable = false;
  source: { version: number; markers: MarkerBuffers | null } = { version: 0, markers: null };
  shownNow = true;
  protected visible(): boolean {
    return this.shownNow;
  }
  protected version(): number {
    return this.source.version;
  }
  protected rebuild(): MarkerBuffers | null {
    return this.source.markers;
  }
}

/** A 1000 x 1000 px view at 1 px a metre around the origin: x and y within +-500 m (+-510 with the markers' 10 px). */
const VIEW: FrameUniforms = { centreRel: [0, 0], pixelsPerMercatorM: 1, viewportPx: [1000, 1000], rangeNm: 1, scaleDenominator: 5000, pickPass: false, pickAtRel: null };

function layer(): TestMarkers {
  const { gl } = fakeWebGl2();
  const ctx = { program: (_kind: string, make: (gl: WebGL2RenderingContext) => unknown) => make(gl) } as unknown as LayerContext;
  return new TestMarkers(ctx);
}

describe('live marker layer redraws', () => {
  it('asks for a frame for changes in the drawn view, before or after, and not for changes far away', () => {
    const l = layer();
    l.source = { version: 1, markers: marker(2000, 0) };
    // Before the first frame any markers ask for one.
    expect(l.sync()).toBe(true);
    l.draw('colour', VIEW);
    l.source = { version: 2, markers: marker(3000, 0) };
    expect(l.sync()).toBe(false);
    // Moved into the view, then out of it, then gone.
    l.source = { version: 3, markers: marker(505, 0) };
    expect(l.sync()).toBe(true);
    l.source = { version: 4, markers: marker(3000, 0) };
    expect(l.sync()).toBe(true);
    l.source = { version: 5, markers: null };
    expect(l.sync()).toBe(false);
    expect(l.sync()).toBe(false);
  });

  it('asks for a frame when shown or hidden, and none for changes while hidden', () => {
    const l = layer();
    l.source = { version: 1, markers: marker(0, 0) };
    expect(l.sync()).toBe(true);
    l.draw('colour', VIEW);
    l.shownNow = false;
    expect(l.sync()).toBe(true);
    l.source = { version: 2, markers: marker(10, 0) };
    expect(l.sync()).toBe(false);
    l.shownNow = true;
    expect(l.sync()).toBe(true);
  });
});
