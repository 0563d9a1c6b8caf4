import { describe, expect, it } from 'vitest';
import { TRACK_COLOURS, TRACK_GAP_MS, tickEveryMsFor, trackRuns, trackSketch, trackTicks, type TrackSample } from './trackSketch';

const MIN = 60_000;
const at = (tMin: number, lat: number, lon: number): TrackSample => [tMin * MIN, lat, lon];

describe('track sketch', () => {
  it('breaks the line where the vessel was not heard for longer than the expiry', () => {
    const points = [at(0, 54, 18), at(1, 54.01, 18), at(1 + TRACK_GAP_MS / MIN + 1, 54.2, 18), at(12.5, 54.21, 18)];
    expect(trackRuns(points).map((r) => r.length)).toEqual([2, 2]);
    expect(trackRuns([])).toEqual([]);
  });

  it('puts a tick at every whole interval, interpolated between the points around it', () => {
    const run = [at(1, 54, 18), at(3, 54.2, 18.2), at(5.5, 54.2, 18.45)];
    const ticks = trackTicks(run, 2 * MIN);
    expect(ticks.map((t) => t.tMs / MIN)).toEqual([2, 4]);
    expect(ticks[0]?.at.latDeg).toBeCloseTo(54.1, 9);
    expect(ticks[0]?.at.lonDeg).toBeCloseTo(18.1, 9);
    expect(ticks[1]?.at.lonDeg).toBeCloseTo(18.3, 9);
    // With the segment each lies on (its direction there).
    expect(ticks.map((t) => t.along.map((p) => p.lonDeg))).toEqual([[18, 18.2], [18.2, 18.45]]);
    // A tick on a point is counted once.
    expect(trackTicks([at(0, 54, 18), at(2, 54, 18.1), at(4, 54, 18.2)], 2 * MIN).map((t) => t.tMs / MIN)).toEqual([0, 2, 4]);
  });

  it('spaces the ticks by the track length', () => {
    expect(tickEveryMsFor(10)).toBe(2 * MIN);
    expect(tickEveryMsFor(60)).toBe(5 * MIN);
    expect(tickEveryMsFor(1440)).toBe(60 * MIN);
  });

  it('draws each run with a halo and a tick glyph at each tick; nothing without a track', () => {
    const sketch = trackSketch({ points: [at(0, 54, 18), at(10, 54.1, 18)], tickEveryMs: 5 * MIN });
    expect(sketch.lines).toHaveLength(1);
    expect(sketch.lines[0]).toMatchObject({ rgba: TRACK_COLOURS.track, halo: TRACK_COLOURS.halo });
    expect(sketch.glyphs).toHaveLength(3);
    expect(trackSketch(null)).toEqual({ lines: [], glyphs: [] });
  });
});
