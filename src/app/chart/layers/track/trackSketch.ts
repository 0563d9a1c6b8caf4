// A vessel's past track as a sketch: the line through its stored points
// (broken where the vessel was not heard for longer than the expiry) and a
// tick at every whole `tickEveryMs` of time (interpolated between the two
// points around it). Colours per theme: dimmed at dusk and night like the
// tools' drawings. Every vessel's recent trails (the all-vessels toggle)
// come built as line buffers (by the vessel worker).
import type { GeoPoint } from '../../../../protocol/geo';
import type { LineBuffers } from '../line/lineProgram';
import type { Rgba } from '../sketch/glyphs';
import type { Sketch, SketchGlyph, SketchLine } from '../sketch/sketchLayer';

/** One point of a drawn track: [time (unix ms), latitude, longitude]. */
export type TrackSample = readonly [number, number, number];

export interface TrackDrawing {
  /** In time order. */
  points: readonly TrackSample[];
  /** A tick at every whole multiple of this (ms). */
  tickEveryMs: number;
}

/** What the track layer draws (a version counter: the layer rebuilds when `version` changes). */
export interface TrackSource {
  readonly version: number;
  /** The selected vessel's track, or null. */
  readonly track: TrackDrawing | null;
  /** Every vessel's recent trail (the all-vessels toggle) as one line layer, or null when off. */
  readonly trails: LineBuffers | null;
}

/** A gap longer than this (the vessel expiry) breaks the line: the vessel was not heard. */
export const TRACK_GAP_MS = 10 * 60_000;
/** At most this many ticks are drawn (a 24 h track at 1 h: 24). */
export const MAX_TICKS = 400;

export const TRACK_COLOURS = {
  track: [214, 40, 180, 255],
  tick: [255, 255, 255, 255],
  /** The trails' colour by day (the app brings it into the theme's band when it asks for them). */
  trail: [40, 150, 230, 255],
  halo: [10, 14, 20, 190],
} as const satisfies Record<string, Rgba>;

export const TICK_PX = 7;

/** A tick spacing that gives a few dozen ticks at most over a window (minutes). */
export function tickEveryMsFor(durationMin: number): number {
  const minutes = durationMin <= 30 ? 2 : durationMin <= 120 ? 5 : durationMin <= 360 ? 15 : durationMin <= 720 ? 30 : 60;
  return minutes * 60_000;
}

/** The runs of a track without a gap longer than TRACK_GAP_MS (each with at least one point). */
export function trackRuns(points: readonly TrackSample[]): TrackSample[][] {
  const runs: TrackSample[][] = [];
  let run: TrackSample[] = [];
  for (const p of points) {
    const last = run[run.length - 1];
    if (last && p[0] - last[0] > TRACK_GAP_MS) {
      runs.push(run);
      run = [];
    }
    run.push(p);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

const geo = (p: TrackSample): GeoPoint => ({ latDeg: p[1], lonDeg: p[2] });

/** A tick of a track: where the vessel was at a whole multiple of the tick spacing. */
export interface TrackTick {
  tMs: number;
  at: GeoPoint;
  /** The ends of the track's segment the tick lies on (its direction there; the app's tick labels stand beside it). */
  along: readonly [GeoPoint, GeoPoint];
}

/** Where the vessel was at each whole multiple of `everyMs` inside a run (linear between points). */
export function trackTicks(run: readonly TrackSample[], everyMs: number): TrackTick[] {
  const ticks: TrackTick[] = [];
  if (everyMs <= 0) return ticks;
  for (let i = 1; i < run.length && ticks.length < MAX_TICKS; i += 1) {
    const a = run[i - 1];
    const b = run[i];
    if (!a || !b || b[0] <= a[0]) continue;
    for (let t = Math.ceil(a[0] / everyMs) * everyMs; t <= b[0] && ticks.length < MAX_TICKS; t += everyMs) {
      if (t === a[0] && i > 1) continue; // counted as the previous segment's end
      const f = (t - a[0]) / (b[0] - a[0]);
      ticks.push({ tMs: t, at: { latDeg: a[1] + f * (b[1] - a[1]), lonDeg: a[2] + f * (b[2] - a[2]) }, along: [geo(a), geo(b)] });
    }
  }
  return ticks;
}


export function trackSketch(track: TrackDrawing | null): Sketch {
  const lines: SketchLine[] = [];
  const glyphs: SketchGlyph[] = [];
  if (track) {
    for (const run of trackRuns(track.points)) {
      if (run.length >= 2) lines.push({ points: run.map(geo), rgba: TRACK_COLOURS.track, halo: TRACK_COLOURS.halo });
      for (const tick of trackTicks(run, track.tickEveryMs)) glyphs.push({ at: tick.at, shape: 'dot', sizePx: TICK_PX, rgba: TRACK_COLOURS.tick, outline: TRACK_COLOURS.track });
    }
  }
  return { lines, glyphs };
}
