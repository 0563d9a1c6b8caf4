// Typed wrapper of the core's conflict engine (crates/traxis-core/src/conflict,
// bindings in crates/traxis-wasm/src/conflict.rs): the fleet is written in
// place into WASM memory, one evaluation reviews the open pairs and finds
// the new conflicts through the swept-segment grid, and the results are read
// from the core's buffers.
import * as wasm from './core';
import { at, memoryViews } from './memory';

/** f64 values per vessel in a fleet buffer (see `writeTrack`). */
export const TRACK_STRIDE: number = wasm.conflictTrackStride();
const RESULT_STRIDE: number = wasm.conflictResultStride();
/** With one stationary vessel in a pair, the threshold is this share of the setting (the other must head into it). */
export const HEADING_INTO_SHARE: number = wasm.conflictHeadingIntoShare();
/** An open conflict closes once its CPA exceeds this many thresholds, or its TCPA this many horizons. */
export const RELEASE_FACTOR: number = wasm.conflictReleaseFactor();

export interface LatLon {
  latDeg: number;
  lonDeg: number;
}

/** One vessel as the engine sees it; null for what is unknown. */
export interface ConflictTrack {
  latDeg: number;
  lonDeg: number;
  sogKn: number | null;
  cogDeg: number | null;
  headingDeg: number | null;
  /** Seconds from the last report to the evaluation time (dead-reckoned). */
  ageS: number;
  toBowM: number | null;
  toSternM: number | null;
  toPortM: number | null;
  toStarboardM: number | null;
  /** Anchored, moored or slow: treated as still; two such vessels are never a conflict. */
  stationary: boolean;
}

export interface Encounter {
  /** Clearance at the closest point of approach (between the hulls where known), NM. */
  cpaNm: number;
  /** Minutes to the CPA (negative: passed; 0: no relative motion). */
  tcpaMin: number;
  /** Distance now, NM. */
  rangeNm: number;
  aAtCpa: LatLon;
  bAtCpa: LatLon;
}

export interface ConflictSettings {
  thresholdNm: number;
  horizonMin: number;
}

/**
 * The verdict on an open conflict: hold (still one); passed (TCPA passed);
 * clear (CPA above 1.2 × threshold); stationary (both vessels stationary);
 * invalid (a vessel without a valid position); later (TCPA beyond 1.2 × horizon).
 */
export type ConflictReview = 'hold' | 'passed' | 'clear' | 'stationary' | 'invalid' | 'later';
const REVIEWS: readonly ConflictReview[] = ['hold', 'passed', 'clear', 'stationary', 'invalid', 'later'];

export interface OpenedConflict {
  /** Indices into the evaluated fleet, a < b. */
  a: number;
  b: number;
  encounter: Encounter;
}

export interface ReviewedConflict {
  a: number;
  b: number;
  review: ConflictReview;
  /** Null when a vessel has no valid position. */
  encounter: Encounter | null;
}

export interface ConflictEvaluation {
  /** New conflicts, most urgent (smallest TCPA) first; at most `maxOpened` of them. */
  opened: OpenedConflict[];
  /** New conflicts found, including those beyond `maxOpened`. */
  openedTotal: number;
  /** In the order of the open pairs given. */
  reviewed: ReviewedConflict[];
  /** Pairs solved exactly (the grid's candidates). */
  testedPairs: number;
}

const orNaN = (v: number | null): number => (v === null ? NaN : v);

/** Writes one vessel at `index` of a fleet buffer (TRACK_STRIDE values per vessel). */
export function writeTrack(buffer: Float64Array, index: number, t: ConflictTrack): void {
  const k = index * TRACK_STRIDE;
  buffer[k] = t.latDeg;
  buffer[k + 1] = t.lonDeg;
  buffer[k + 2] = orNaN(t.sogKn);
  buffer[k + 3] = orNaN(t.cogDeg);
  buffer[k + 4] = orNaN(t.headingDeg);
  buffer[k + 5] = t.ageS;
  buffer[k + 6] = orNaN(t.toBowM);
  buffer[k + 7] = orNaN(t.toSternM);
  buffer[k + 8] = orNaN(t.toPortM);
  buffer[k + 9] = orNaN(t.toStarboardM);
  buffer[k + 10] = t.stationary ? 1 : 0;
}

/** A fleet buffer for `count` vessels. */
export function fleetBuffer(tracks: readonly ConflictTrack[]): Float64Array {
  const buffer = new Float64Array(tracks.length * TRACK_STRIDE);
  tracks.forEach((t, i) => writeTrack(buffer, i, t));
  return buffer;
}

function encounterAt(values: Float64Array, k: number): Encounter | null {
  const v = (i: number): number => values[k + i] ?? NaN;
  if (Number.isNaN(v(0))) return null;
  return {
    cpaNm: v(0),
    tcpaMin: v(1),
    rangeNm: v(2),
    aAtCpa: { latDeg: v(3), lonDeg: v(4) },
    bAtCpa: { latDeg: v(5), lonDeg: v(6) },
  };
}

/** CPA and TCPA of one pair; throws for a vessel without a valid position. */
export function encounter(a: ConflictTrack, b: ConflictTrack): Encounter {
  const result = encounterAt(wasm.conflictEncounter(fleetBuffer([a]), fleetBuffer([b])), 0);
  if (!result) throw new Error('WASM core returned no encounter');
  return result;
}

/** The conflict engine: keeps its WASM buffers between evaluations. */
export class ConflictEngine {
  private readonly inner = new wasm.ConflictEngine();

  /**
   * Evaluates `count` vessels of a fleet buffer (TRACK_STRIDE values each;
   * see writeTrack): reviews `openPairs` (index pairs) and finds the new
   * conflicts, of which it returns the `maxOpened` most urgent (smallest
   * TCPA; all by default). `bruteForce` tests every pair instead of the
   * grid's candidates (the reference); `reviewOnly` only reviews the open
   * pairs. Throws for invalid settings or pairs.
   */
  evaluate(
    fleet: Float64Array,
    count: number,
    openPairs: readonly (readonly [number, number])[],
    settings: ConflictSettings,
    options: { bruteForce?: boolean; maxOpened?: number; reviewOnly?: boolean } = {},
  ): ConflictEvaluation {
    if (fleet.length < count * TRACK_STRIDE) throw new Error(`fleet buffer holds fewer than ${count} vessels`);
    const pointers = this.inner.prepare(count, openPairs.length);
    const m = memoryViews();
    m.f64.set(fleet.subarray(0, count * TRACK_STRIDE), at(pointers, 0) >>> 3);
    const pairsAt = at(pointers, 1) >>> 2;
    openPairs.forEach(([a, b], i) => {
      m.u32[pairsAt + 2 * i] = a;
      m.u32[pairsAt + 2 * i + 1] = b;
    });
    this.inner.evaluate(count, openPairs.length, settings.thresholdNm, settings.horizonMin, options.bruteForce ?? false, options.reviewOnly ?? false);
    const out = this.inner.outputs();
    const { u32, f64 } = memoryViews();
    const opened: OpenedConflict[] = [];
    const pairs = at(out, 0) >>> 2;
    const values = at(out, 1) >>> 3;
    const openedTotal = at(out, 2);
    // The most urgent first; objects only for those returned.
    const order = Array.from({ length: openedTotal }, (_, i) => i);
    const tcpa = (i: number): number => f64[values + i * RESULT_STRIDE + 1] ?? Infinity;
    const wanted = Math.min(openedTotal, options.maxOpened ?? openedTotal);
    if (wanted < openedTotal || wanted > 1) order.sort((x, y) => tcpa(x) - tcpa(y));
    for (const i of order.slice(0, wanted)) {
      const e = encounterAt(f64, values + i * RESULT_STRIDE);
      if (e) opened.push({ a: u32[pairs + 2 * i] ?? 0, b: u32[pairs + 2 * i + 1] ?? 0, encounter: e });
    }
    const codes = at(out, 3) >>> 2;
    const reviewedValues = at(out, 4) >>> 3;
    const reviewed: ReviewedConflict[] = openPairs.slice(0, at(out, 5)).map(([a, b], i) => ({
      a,
      b,
      review: REVIEWS[u32[codes + i] ?? 4] ?? 'invalid',
      encounter: encounterAt(f64, reviewedValues + i * RESULT_STRIDE),
    }));
    return { opened, openedTotal, reviewed, testedPairs: this.inner.testedPairs() };
  }

  /** Frees the core's buffers. */
  free(): void {
    this.inner.free();
  }
}
