import { describe, expect, it } from 'vitest';
import { LABEL_HIDE_RANGE_NM, LABEL_SCALE, labelPlacements, labelTransform } from './labelPlacement';
import { OVERLAY_POOL_MAX } from './overlayPool';

const toScreen = (p: { latDeg: number; lonDeg: number }) => ({ xPx: p.lonDeg, yPx: p.latDeg });
const view = (rangeNm: number) => ({ widthPx: 1000, heightPx: 1000, rangeNm });

describe('overlay labels', () => {
  it('hides every label above range 1000 NM and shows at most 100', () => {
    const labels = Array.from({ length: 150 }, (_, i) => ({ latDeg: 10, lonDeg: i }));
    expect(labelPlacements(labels, (l) => l, toScreen, view(LABEL_HIDE_RANGE_NM))).toHaveLength(OVERLAY_POOL_MAX);
    expect(labelPlacements(labels, (l) => l, toScreen, view(LABEL_HIDE_RANGE_NM + 1))).toEqual([]);
  });

  it('drops labels more than 50 px off screen', () => {
    const labels = [
      { latDeg: -49, lonDeg: 5 },
      { latDeg: -51, lonDeg: 5 },
      { latDeg: 500, lonDeg: 1051 },
    ];
    expect(labelPlacements(labels, (l) => l, toScreen, view(10)).map((p) => p.index)).toEqual([0]);
  });

  it('places a label at its anchor plus its offset, centred, at scale 1.7', () => {
    expect(LABEL_SCALE).toBe(1.7);
    expect(labelTransform(100, 50, [0, -14])).toBe('translate(100px, 36px) translate(-50%, -50%) scale(1.7)');
  });
});
