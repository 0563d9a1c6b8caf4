// The area whose vessels the vessel worker builds: the view and a margin
// of a view's size on every side (so a pan of up to a view's width needs no
// rebuild) plus the longest motion vector that can reach into the view.
// A port operator at 4 NM sees tens of vessels of a fleet of 20,000: the
// rest are neither packed, uploaded (13.7 MB for 20,000) nor drawn. The
// area is kept while the view stays inside it and is not zoomed in past a
// quarter of the view it was made for, and while the scale stays within
// AREA_SCALE_RATIO of the one it was made for; then a new one is made
// around the view. The worker leaves out each vessel's symbol that cannot
// show at the area's scales (the hulls shorter than 20 px on screen at
// four times the scale, the triangles of hulls longer than 20 px at a
// quarter of it), and where the stationary symbols are shrunk at all its
// ranges (from 3 NM on) their heading lines and marks, which hide then.
import { unprojectMercator, type MercatorPoint } from '../../../../wasm/core';
import type { GeoBbox } from '../../enc/workerProtocol';
import { METRES_PER_NM } from '../../viewMath';
import { stationaryScale } from './vesselProgram';

/** Motion vectors are drawn for speeds up to this (knots) when the margin is reckoned. */
export const VECTOR_REACH_KN = 50;
/** A view this much smaller (in span) than the one an area was made for makes a new, smaller area. */
export const AREA_SHRINK_RATIO = 4;
/** An area is drawn at scales from its own divided by this to its own times this. */
export const AREA_SCALE_RATIO = 4;
/** Wider than this many degrees of longitude (or across ±180°): every vessel is built. */
const ALL_LON_DEG = 180;
/** Half the Mercator world's width (x at ±180°). */
const HALF_WORLD_M = Math.PI * 6_378_137;

/** An area in absolute Mercator metres, with its box in degrees for the worker (null: every vessel). */
export interface VesselArea {
  xMinM: number;
  yMinM: number;
  xMaxM: number;
  yMaxM: number;
  /** The span (the larger side, Mercator metres) of the view it was made for. */
  viewSpanM: number;
  bbox: GeoBbox | null;
  /** The scales it is drawn at (pixels per Mercator metre: lowest, highest), and the displayed ranges (NM). */
  drawnScalesPxPerM: readonly [number, number];
  drawnRangesNm: readonly [number, number];
  /** The stationary vessels are shrunk at all of its ranges (vesselProgram.ts: stationaryScale < 1). */
  stationaryShrunk: boolean;
}

/** What the area is reckoned from: the view's centre (absolute Mercator metres) and half sizes, and the vectors' length. */
export interface AreaView {
  centreM: MercatorPoint;
  halfWidthM: number;
  halfHeightM: number;
  vectorLengthMin: number;
  pixelsPerMercatorM: number;
  rangeNm: number;
}

/** `current` while it still serves the view, or a new area around it. */
export function vesselArea(current: VesselArea | null, v: AreaView): VesselArea {
  const { centreM: c, halfWidthM: hw, halfHeightM: hh } = v;
  const viewSpanM = 2 * Math.max(hw, hh);
  if (current) {
    const inside = c.xM - hw >= current.xMinM && c.xM + hw <= current.xMaxM && c.yM - hh >= current.yMinM && c.yM + hh <= current.yMaxM;
    const [lowest, highest] = current.drawnScalesPxPerM;
    const [nearest, farthest] = current.drawnRangesNm;
    const scaled = v.pixelsPerMercatorM >= lowest && v.pixelsPerMercatorM <= highest && v.rangeNm >= nearest && v.rangeNm <= farthest;
    if (inside && scaled && viewSpanM * AREA_SHRINK_RATIO >= current.viewSpanM) return current;
  }
  // Mercator metres per metre on the ground at the view's centre: 1 / cos(latitude).
  const latRad = (unprojectMercator(c).latDeg * Math.PI) / 180;
  const reachM = (((VECTOR_REACH_KN * v.vectorLengthMin) / 60) * METRES_PER_NM) / Math.max(0.01, Math.cos(latRad));
  const margin = viewSpanM + reachM;
  const area = { xMinM: c.xM - hw - margin, yMinM: c.yM - hh - margin, xMaxM: c.xM + hw + margin, yMaxM: c.yM + hh + margin };
  const sw = unprojectMercator({ xM: area.xMinM, yM: area.yMinM });
  const ne = unprojectMercator({ xM: area.xMaxM, yM: area.yMaxM });
  const lonSpanDeg = ne.lonDeg - sw.lonDeg;
  const crosses = !(area.xMinM > -HALF_WORLD_M && area.xMaxM < HALF_WORLD_M && lonSpanDeg > 0 && lonSpanDeg < ALL_LON_DEG);
  const drawnScalesPxPerM = [v.pixelsPerMercatorM / AREA_SCALE_RATIO, v.pixelsPerMercatorM * AREA_SCALE_RATIO] as const;
  const drawnRangesNm = [v.rangeNm / AREA_SCALE_RATIO, v.rangeNm * AREA_SCALE_RATIO] as const;
  const stationaryShrunk = stationaryScale(drawnRangesNm[0]) < 1;
  return { ...area, viewSpanM, bbox: crosses ? null : [sw.lonDeg, sw.latDeg, ne.lonDeg, ne.latDeg], drawnScalesPxPerM, drawnRangesNm, stationaryShrunk };
}
