// The radar picture's echoes, built in the vessel worker (which holds the
// fleet): vessel hulls within the radar's circle and the coast around it go
// to the core's radarEchoes (count 500 x 10 / display range, clamped
// 100..2000, scattered along the outlines), then sea clutter is added near
// the centre, densest close in. One buffer [x, y, intensity, ...] of
// origin-relative Mercator metres, transferred to the main thread.
import type { GeoPoint } from '../../../protocol/geo';
import { projectMercator } from '../../../wasm/core';
import { projectLonLatRelative } from '../../../wasm/geometry';
import { radarEchoCount, radarEchoes, type Outlines } from '../../../wasm/shapes';
import type { LiveVessel } from '../vesselTable';
import type { CoastLines } from './radarLand';

export const METRES_PER_NM = 1852;
/** Hull size when the vessel gives none (metres). */
export const DEFAULT_HULL_LENGTH_M = 40;
export const DEFAULT_HULL_BEAM_M = 10;
/** Sea clutter: this share of the core's echo count, within this share of the range from the centre. */
export const CLUTTER_SHARE = 0.5;
export const CLUTTER_REACH = 0.2;
export const CLUTTER_INTENSITY = { max: 0.65, min: 0.2 } as const;

export interface RadarView {
  centre: GeoPoint;
  rangeNm: number;
}

/** A small seeded generator (mulberry32) for the clutter. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const finitePositive = (...v: (number | null)[]): number | null => {
  if (v.some((x) => typeof x !== 'number' || !Number.isFinite(x))) return null;
  const sum = (v as number[]).reduce((a, b) => a + b, 0);
  return sum > 0 ? sum : null;
};

/** The radar circle in origin-relative Mercator metres. */
export function radarCircle(view: RadarView, origin: GeoPoint): { xM: number; yM: number; radiusM: number } {
  const c = projectMercator(view.centre);
  const o = projectMercator(origin);
  const radiusM = (view.rangeNm * METRES_PER_NM) / Math.max(0.01, Math.cos((view.centre.latDeg * Math.PI) / 180));
  return { xM: c.xM - o.xM, yM: c.yM - o.yM, radiusM };
}

/** Every vessel within the circle as a closed hull rectangle (its dimensions, else 40 x 10 m) along its heading. */
export function hullOutlines(vessels: Iterable<LiveVessel>, view: RadarView, origin: GeoPoint): Outlines {
  const dLat = (view.rangeNm / 60) * 1.05;
  const dLon = dLat / Math.max(0.01, Math.cos((view.centre.latDeg * Math.PI) / 180));
  const near: LiveVessel[] = [];
  for (const v of vessels) {
    if (Math.abs(v.latitude - view.centre.latDeg) <= dLat && Math.abs(v.longitude - view.centre.lonDeg) <= dLon) near.push(v);
  }
  const lonLat = new Float64Array(2 * near.length);
  near.forEach((v, i) => {
    lonLat[2 * i] = v.longitude;
    lonLat[2 * i + 1] = v.latitude;
  });
  const at = projectLonLatRelative(lonLat, origin.latDeg, origin.lonDeg);
  const circle = radarCircle(view, origin);
  const xyM: number[] = [];
  const offsets: number[] = [0];
  near.forEach((v, i) => {
    const x = at[2 * i] ?? 0;
    const y = at[2 * i + 1] ?? 0;
    if (Math.hypot(x - circle.xM, y - circle.yM) > circle.radiusM) return;
    const k = 1 / Math.max(0.01, Math.cos((v.latitude * Math.PI) / 180)); // Mercator metres per metre
    const length = (finitePositive(v.to_bow, v.to_stern) ?? DEFAULT_HULL_LENGTH_M) * k;
    const beam = (finitePositive(v.to_port, v.to_starboard) ?? DEFAULT_HULL_BEAM_M) * k;
    const headingDeg = typeof v.heading === 'number' && Number.isFinite(v.heading) ? v.heading : (v.course ?? 0);
    const h = (headingDeg * Math.PI) / 180;
    const [fx, fy] = [Math.sin(h), Math.cos(h)]; // bow direction, x east, y north
    const [sx, sy] = [fy, -fx]; // starboard
    const corners = [
      [length / 2, beam / 2],
      [length / 2, -beam / 2],
      [-length / 2, -beam / 2],
      [-length / 2, beam / 2],
      [length / 2, beam / 2],
    ] as const;
    for (const [a, b] of corners) xyM.push(x + fx * a + sx * b, y + fy * a + sy * b);
    offsets.push(xyM.length / 2);
  });
  return { xyM: Float64Array.from(xyM), offsets: Uint32Array.from(offsets) };
}

/** The coast lines in origin-relative Mercator metres. */
export function coastOutlines(coast: CoastLines, origin: GeoPoint): Outlines {
  if (coast.lonLatDeg.length === 0) return { xyM: new Float64Array(0), offsets: new Uint32Array(0) };
  return { xyM: Float64Array.from(projectLonLatRelative(coast.lonLatDeg, origin.latDeg, origin.lonDeg)), offsets: coast.offsets };
}

/** Sea clutter: points around the centre, densest close in, fainter farther out. */
export function seaClutter(count: number, circle: { xM: number; yM: number; radiusM: number }, seed: number): Float32Array {
  const random = seededRandom(seed);
  const out = new Float32Array(3 * count);
  const reach = circle.radiusM * CLUTTER_REACH;
  for (let i = 0; i < count; i += 1) {
    const u = random();
    const r = reach * u * u;
    const a = 2 * Math.PI * random();
    out[3 * i] = circle.xM + r * Math.sin(a);
    out[3 * i + 1] = circle.yM + r * Math.cos(a);
    out[3 * i + 2] = CLUTTER_INTENSITY.max - (CLUTTER_INTENSITY.max - CLUTTER_INTENSITY.min) * u * random();
  }
  return out;
}

/**
 * The whole picture: the core's echoes of hulls and coast (`echoSeed`: the
 * same seed keeps them steady between rebuilds), then the clutter (a new
 * `clutterSeed` per rebuild: the sea flickers).
 */
export function buildRadarEchoes(vessels: Iterable<LiveVessel>, view: RadarView, coast: CoastLines, origin: GeoPoint, echoSeed: number, clutterSeed: number): Float32Array {
  const circle = radarCircle(view, origin);
  const rect = { minXM: circle.xM - circle.radiusM, minYM: circle.yM - circle.radiusM, maxXM: circle.xM + circle.radiusM, maxYM: circle.yM + circle.radiusM };
  const echoes = radarEchoes(hullOutlines(vessels, view, origin), coastOutlines(coast, origin), rect, view.rangeNm, echoSeed >>> 0);
  const clutter = seaClutter(Math.round(radarEchoCount(view.rangeNm) * CLUTTER_SHARE), circle, clutterSeed);
  const out = new Float32Array(echoes.length + clutter.length);
  out.set(echoes, 0);
  out.set(clutter, echoes.length);
  return out;
}
