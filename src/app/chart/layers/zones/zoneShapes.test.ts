import { describe, expect, it } from 'vitest';
import type { ZonePoint } from '../../../../protocol/zones';
import { ZONE_COLOURS, zoneLabelAt, zoneShapes } from './zoneShapes';

const square: ZonePoint[] = [
  [54.0, 18.0],
  [54.0, 18.2],
  [54.1, 18.2],
  [54.1, 18.0],
];

describe('zoneShapes', () => {
  it('draws each zone as a filled solid ring in the theme colours, lon before lat', () => {
    const [shape] = zoneShapes([{ polygon: square }], 'night');
    expect(Array.from(shape?.lonLat ?? [])).toEqual([18.0, 54.0, 18.2, 54.0, 18.2, 54.1, 18.0, 54.1]);
    expect(shape).toMatchObject({ closed: true, lineStyle: 'solid', fillRgba: ZONE_COLOURS.night.fill, lineRgba: ZONE_COLOURS.night.line });
    expect(zoneShapes([{ polygon: square.slice(0, 2) }], 'day')).toEqual([]);
    // An outline awaiting its form: dashed, after the zones.
    expect(zoneShapes([{ polygon: square }], 'day', square).map((s) => s.lineStyle)).toEqual(['solid', 'dashed']);
  });

  it("puts the name at the outline's centroid", () => {
    const at = zoneLabelAt(square);
    expect(at?.latDeg).toBeCloseTo(54.05, 9);
    expect(at?.lonDeg).toBeCloseTo(18.1, 9);
    const l: ZonePoint[] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
    ];
    // An L of three unit squares: centroid (5/6, 5/6).
    expect(zoneLabelAt(l)?.latDeg).toBeCloseTo(5 / 6, 9);
    expect(zoneLabelAt(l)?.lonDeg).toBeCloseTo(5 / 6, 9);
    expect(zoneLabelAt([])).toBeNull();
  });
});
