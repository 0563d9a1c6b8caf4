import { describe, expect, it } from 'vitest';
import { formatLeg, formatTotal, rulerLeg } from '../../../wasm/geodesy';
import { RulerModel } from './rulerModel';

const A = { latDeg: 54.5, lonDeg: 18.5 };
const B = { latDeg: 54.5 + 1 / 60, lonDeg: 18.5 }; // one minute north: 1 NM on the chart sphere, bearing 0
const C = { latDeg: 54.5 + 1 / 60, lonDeg: 18.5 + 0.001 };

describe('ruler formats (spec section 9, from the core)', () => {
  it('shows NM to 3 decimals, metres under 0.1 NM, bearing to 1 decimal, and the TOTAL', () => {
    expect(formatLeg(1.23456, 45.04)).toBe('1.235 NM 45.0°');
    expect(formatLeg(0.05, 359.96)).toBe('93 m 0.0°');
    expect(formatTotal(12.3456)).toBe('TOTAL 12.346 NM');
    expect(formatTotal(0.0999)).toBe('TOTAL 185 m');
    const leg = rulerLeg(A.latDeg, A.lonDeg, B.latDeg, B.lonDeg);
    expect(leg.distanceNm).toBeCloseTo((6378137 * Math.PI) / 180 / 60 / 1852, 6);
    expect(leg.bearingDeg).toBeCloseTo(0, 6);
  });
});

describe('ruler measurement', () => {
  it('accumulates legs and writes the status text and labels', () => {
    const r = new RulerModel();
    expect(r.statusText()).toBe('Active: Ruler');
    r.add(A);
    expect(r.statusText()).toBe('Active: Ruler');
    expect(r.labels()).toEqual([]);
    const first = r.add(B);
    const second = r.add(C);
    expect(first && second).toBeTruthy();
    const total = (first?.distanceNm ?? 0) + (second?.distanceNm ?? 0);
    expect(r.total).toBeCloseTo(total, 12);
    expect(r.statusText()).toBe(`Active: Ruler - ${total.toFixed(3)} NM`);
    const labels = r.labels();
    expect(labels.map((l) => l.tone)).toEqual(['leg', 'leg', 'total']);
    expect(labels[0]?.lines).toEqual([formatLeg(first?.distanceNm ?? 0, first?.bearingDeg ?? 0)]);
    expect(labels[0]?.lines[0]).toMatch(/^1\.0\d\d NM 0\.0°$/);
    expect(labels[1]?.lines[0]).toMatch(/^\d+ m 90\.0°$/);
    expect(labels[2]).toMatchObject({ at: C, lines: [formatTotal(total)] });
    // The first leg's label at its middle.
    expect(labels[0]?.at.latDeg).toBeCloseTo((A.latDeg + B.latDeg) / 2, 4);
    expect(r.sketch().glyphs).toHaveLength(3);
    expect(r.sketch().lines[0]?.points).toHaveLength(3);
  });

  it('right click resets points, total and labels', () => {
    const r = new RulerModel();
    r.add(A);
    r.add(B);
    r.reset();
    expect(r.pointCount).toBe(0);
    expect(r.total).toBe(0);
    expect(r.labels()).toEqual([]);
    expect(r.statusText()).toBe('Active: Ruler');
  });

  it('Escape ends the measurement: it stays shown without the preview leg, the next click starts anew', () => {
    const r = new RulerModel();
    expect(r.finish()).toBe(false);
    r.add(A);
    r.add(B);
    expect(r.hover(C)).toBe(true);
    expect(r.sketch().lines).toHaveLength(2);
    expect(r.sketch().lines[1]?.dashed).toBe(true);
    expect(r.finish()).toBe(true);
    expect(r.finish()).toBe(false);
    expect(r.hover(C)).toBe(false);
    expect(r.sketch().lines).toHaveLength(1);
    expect(r.labels()).toHaveLength(2);
    r.add(C);
    expect(r.pointCount).toBe(1);
    expect(r.total).toBe(0);
  });
});
