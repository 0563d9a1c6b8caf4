import { describe, expect, it } from 'vitest';
import { TRACK_GAP_MS, type TrackSample } from '../chart/layers/track/trackSketch';
import { TICK_LABEL_BOX, TICK_LABEL_GAP_PX, tickLabelCentre, tickLabelLayout, tickLabelSpacingMs, tickLabelText, tickMarks, type TickOnScreen } from './tickLabels';

const MIN = 60_000;
/** 10:00 local time on a day (the labels are round in local time). */
const TEN = new Date(2026, 10, 29, 10, 0, 0).getTime();
const W = TICK_LABEL_BOX.widthPx;
const H = TICK_LABEL_BOX.heightPx;
const GAP = TICK_LABEL_GAP_PX;

/** `n` ticks every `everyMin` from 10:00, `stepX`, `stepY` px apart on screen, the track going that way. */
function straight(n: number, everyMin: number, stepX: number, stepY: number): TickOnScreen[] {
  return Array.from({ length: n }, (_, i) => ({ tMs: TEN + i * everyMin * MIN, xPx: 100 + i * stepX, yPx: 300 + i * stepY, dirXPx: stepX, dirYPx: stepY }));
}

describe('track tick labels', () => {
  it("write the tick's local time as HH:MM", () => {
    expect(tickLabelText(new Date(2026, 10, 29, 7, 5, 30).getTime())).toBe('07:05');
    expect(tickLabelText(new Date(2026, 10, 29, 23, 59, 59).getTime())).toBe('23:59');
    expect(tickLabelText(TEN)).toMatch(/^\d{2}:\d{2}$/);
  });

  it("take the track layer's ticks of every run, with their segment and text; none without a track", () => {
    const at = (tMin: number, lat: number, lon: number): TrackSample => [TEN + tMin * MIN, lat, lon];
    const gapMin = TRACK_GAP_MS / MIN + 1;
    const marks = tickMarks({ points: [at(1, 54, 18), at(5, 54, 18.4), at(5 + gapMin, 54.5, 18.5), at(9 + gapMin, 54.5, 18.9)], tickEveryMs: 2 * MIN });
    expect(marks.map((m) => (m.tMs - TEN) / MIN)).toEqual([2, 4, 5 + gapMin, 7 + gapMin, 9 + gapMin]);
    expect(marks[0]).toMatchObject({ text: '10:02', along: [{ latDeg: 54, lonDeg: 18 }, { latDeg: 54, lonDeg: 18.4 }] });
    expect(marks[0]?.at.lonDeg).toBeCloseTo(18.1, 9);
    expect(tickMarks(null)).toEqual([]);
  });

  it('label every tick where they lie a label apart, else every n-th at round times', () => {
    // East at 60 px a tick: a label's width (and the gap) fits between two ticks.
    expect(tickLabelSpacingMs(straight(10, 2, 60, 0), 2 * MIN)).toBe(2 * MIN);
    expect(tickLabelLayout(straight(10, 2, 60, 0), 2 * MIN)).toHaveLength(10);
    // 30 px: every second tick (4 minutes), at 10:00, 10:04, ...
    expect(tickLabelSpacingMs(straight(11, 2, 30, 0), 2 * MIN)).toBe(4 * MIN);
    expect(tickLabelLayout(straight(11, 2, 30, 0), 2 * MIN).map((p) => p.index)).toEqual([0, 2, 4, 6, 8, 10]);
    // 10 px: 12 minutes (a divisor of the hour), from 10:00.
    expect(tickLabelLayout(straight(31, 2, 10, 0), 2 * MIN).map((p) => p.index)).toEqual([0, 6, 12, 18, 24, 30]);
    // North at 10 px a 5-minute tick: a label's height fits in 2.7 steps, so 15 minutes.
    expect(tickLabelSpacingMs(straight(12, 5, 0, -10), 5 * MIN)).toBe(15 * MIN);
    // Hourly ticks too close for any round spacing of a day's track: every tick is a candidate, the overlapping ones go.
    const crowded = tickLabelLayout(straight(24, 60, 2, 0), 60 * MIN);
    expect(crowded.length).toBeGreaterThan(0);
    expect(crowded.length).toBeLessThan(24);
  });

  it('never overlap two labels: a vessel lying still gets one', () => {
    const still = Array.from({ length: 12 }, (_, i) => ({ tMs: TEN + i * 5 * MIN, xPx: 200, yPx: 200, dirXPx: 0, dirYPx: 0 }));
    expect(tickLabelSpacingMs(still, 5 * MIN)).toBe(Infinity);
    expect(tickLabelLayout(still, 5 * MIN)).toEqual([{ index: 0, xPx: 200 + W / 2 + GAP, yPx: 200 }]);
    for (const ticks of [straight(40, 2, 7, 3), straight(40, 5, -3, 11), straight(24, 60, 2, 0)]) {
      const placed = tickLabelLayout(ticks, ticks[1]!.tMs - ticks[0]!.tMs);
      for (const a of placed) for (const b of placed) if (a !== b) expect(Math.abs(a.xPx - b.xPx) >= W + GAP || Math.abs(a.yPx - b.yPx) >= H + GAP).toBe(true);
    }
  });

  it("keep clear of the vessel's symbol at the track's end", () => {
    const east = straight(10, 2, 60, 0);
    const last = east[9]!;
    expect(tickLabelLayout(east, 2 * MIN, { xPx: last.xPx, yPx: last.yPx }).map((p) => p.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(tickLabelLayout(east, 2 * MIN, { xPx: last.xPx + 200, yPx: last.yPx })).toHaveLength(10);
  });

  it("stand on the track's right-hand side, clear of the tick and the line whatever the direction", () => {
    // East on screen: below the track.
    expect(tickLabelCentre({ tMs: TEN, xPx: 100, yPx: 100, dirXPx: 5, dirYPx: 0 })).toEqual({ xPx: 100, yPx: 100 + H / 2 + GAP });
    // North (screen y up): to the right.
    expect(tickLabelCentre({ tMs: TEN, xPx: 100, yPx: 100, dirXPx: 0, dirYPx: -5 })).toEqual({ xPx: 100 + W / 2 + GAP, yPx: 100 });
    for (let deg = 0; deg < 360; deg += 15) {
      const dx = Math.cos((deg * Math.PI) / 180);
      const dy = Math.sin((deg * Math.PI) / 180);
      const c = tickLabelCentre({ tMs: TEN, xPx: 0, yPx: 0, dirXPx: dx, dirYPx: dy });
      // Every corner of the box lies at least the gap from the line through the tick (on its right).
      for (const [sx, sy] of [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const) {
        const cornerX = c.xPx + (sx * W) / 2;
        const cornerY = c.yPx + (sy * H) / 2;
        expect(-dy * cornerX + dx * cornerY).toBeGreaterThanOrEqual(GAP - 1e-9);
      }
    }
  });
});
