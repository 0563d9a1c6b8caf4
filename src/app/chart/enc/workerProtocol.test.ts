import { describe, expect, it } from 'vitest';
import type { DrawRanges } from '../gl/drawRanges';
import { transferables, type BuiltLayer } from './workerProtocol';

const ranges = (): DrawRanges => ({ bounds: new Float32Array(4), starts: new Uint32Array(1), counts: new Uint32Array(1) });

describe('transferables', () => {
  it("transfers a built layer's arrays, the index runs by area among them", () => {
    const fillRanges = ranges();
    const lineRanges = ranges();
    const layer: BuiltLayer = {
      chartName: 'A.000',
      layerName: 'DEPARE',
      cscl: 0,
      fill: { positions: new Float32Array(6), indices: new Uint32Array(3), colours: new Uint8Array(12), ranges: fillRanges },
      lines: [
        {
          widthPx: 1,
          buffers: {
            positions: new Float32Array(6),
            indices: new Uint32Array(3),
            colours: new Uint8Array(12),
            extrusions: new Float32Array(6),
            distancesM: new Float32Array(3),
            styleIds: new Uint8Array(3),
            ranges: lineRanges,
          },
        },
      ],
      points: null,
      text: null,
    };
    const out = transferables(layer);
    for (const r of [fillRanges, lineRanges]) for (const a of [r.bounds, r.starts, r.counts]) expect(out).toContain(a.buffer);
    expect(new Set(out).size).toBe(out.length);
  });
});
