// One conflict evaluation over the tracker's vessels: each vessel's last
// report (dead-reckoned by the core to now), anchored, moored and slow
// vessels marked stationary; the open conflicts reviewed (held with their
// new values, or closed with the reason) and the new ones opened, most
// urgent first, up to MAX_OPEN_CONFLICTS.
import { MAX_OPEN_CONFLICTS, type Alert, type CloseReason, type ConflictDetails } from '../../protocol/alerts';
import type { VtsSettings } from '../../protocol/preferences';
import type { Vessel } from '../../protocol/vessels';
import type { VesselTracker } from '../ais/vesselTracker';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { HEADING_INTO_SHARE, TRACK_STRIDE, writeTrack, type ConflictReview, type ConflictTrack, type Encounter } from '../../wasm/conflict';
import type { AlertBook, AlertDraft } from './alertBook';
import { alertVessel } from './alertVessel';
import type { ConflictEvaluator } from './conflictEvaluator';
import { conflictReason } from './texts';

const CLOSE_FOR: Record<Exclude<ConflictReview, 'hold'>, CloseReason> = {
  passed: 'passed',
  clear: 'clear',
  later: 'later',
  stationary: 'stationary',
  invalid: 'vessel_gone',
};

/**
 * While conflicts wait for room (more than MAX_OPEN_CONFLICTS at once: an
 * overloaded picture), new ones are searched for only every this many
 * evaluations; the open ones are reviewed every time.
 */
export const OVERLOAD_SEARCH_EVERY = 5;

/**
 * While overloaded, the searches take at most this share of the wall clock
 * (a picture of 20,000 vessels crammed into one bay takes seconds to search;
 * the worker thread would otherwise take a core from the streams).
 */
export const OVERLOAD_SEARCH_SHARE = 0.1;

/** Vessels written into the fleet buffer between two turns of the event loop. */
const FLEET_SLICE = 2_500;

export interface ConflictTickStats {
  vessels: number;
  testedPairs: number;
  opened: number;
  closed: number;
  /** Milliseconds of the evaluation itself (worker or in-process). */
  evaluationMs: number;
}

/** The alert key of a pair: lower MMSI first. */
export const conflictKey = (a: string, b: string): string => (a < b ? `conflict:${a}:${b}` : `conflict:${b}:${a}`);

/** Anchored, moored, slow, or without a known speed or course. */
export function isStationary(v: Vessel, minSpeedKn: number): boolean {
  return v.nav_status === 'AtAnchor' || v.nav_status === 'Moored' || v.speed === null || v.course === null || v.speed < minSpeedKn;
}

/** Where each of `wanted` stands in `vessels` (those not found are left out). */
function indexOfMmsis(vessels: readonly Vessel[], wanted: ReadonlySet<string>): Map<string, number> {
  const index = new Map<string, number>();
  if (wanted.size === 0) return index;
  vessels.forEach((v, i) => {
    if (wanted.has(v.mmsi)) index.set(v.mmsi, i);
  });
  return index;
}

export class ConflictSync {
  private evaluations = 0;
  /** While overloaded, no search before this (performance.now() ms). */
  private searchAgainAtMs = 0;

  constructor(
    private readonly tracker: VesselTracker,
    private readonly book: AlertBook,
    private readonly evaluator: ConflictEvaluator,
  ) {}

  async evaluate(settings: VtsSettings): Promise<ConflictTickStats> {
    const heard = this.tracker.listHeard();
    const nowMs = this.tracker.nowMs();
    const vessels = heard.map((h) => h.value);
    const fleet = await this.fleetOf(heard, nowMs, settings.min_speed_kn);
    // Open conflicts: those whose vessels left the picture close now, the others are reviewed.
    const open = this.book.openAlerts('conflict');
    const index = indexOfMmsis(vessels, new Set(open.flatMap((alert) => alert.vessels.map((v) => v.mmsi))));
    const gone: { alert: Alert; reason: CloseReason }[] = [];
    const pairs: [number, number][] = [];
    const reviewed: Alert[] = [];
    for (const alert of open) {
      const [a, b] = alert.vessels.map((v) => index.get(v.mmsi));
      if (a === undefined || b === undefined) gone.push({ alert, reason: 'vessel_gone' });
      else {
        pairs.push([a, b]);
        reviewed.push(alert);
      }
    }
    await this.book.close(gone);
    // Room for new conflicts (snoozed pairs may be among the most urgent: as many more come back).
    const room = MAX_OPEN_CONFLICTS - (this.book.openCount('conflict') - gone.length);
    this.evaluations += 1;
    const overloaded = this.book.limitReached;
    const search = room > 0 && (!overloaded || (this.evaluations % OVERLOAD_SEARCH_EVERY === 0 && performance.now() >= this.searchAgainAtMs));
    const started = performance.now();
    const result = await this.evaluator.evaluate(
      fleet,
      vessels.length,
      pairs,
      { thresholdNm: settings.cpa_threshold_nm, horizonMin: settings.tcpa_horizon_min },
      search ? room + this.book.snoozedCount() : 0,
    );
    const evaluationMs = performance.now() - started;
    if (search && overloaded) this.searchAgainAtMs = started + evaluationMs / OVERLOAD_SEARCH_SHARE;
    const closing: { alert: Alert; reason: CloseReason }[] = [];
    result.reviewed.forEach((r, k) => {
      const alert = reviewed[k];
      // Snoozed or closed meanwhile.
      if (!alert || this.book.find(alert.key)?.id !== alert.id) return;
      const [a, b] = [vessels[r.a], vessels[r.b]];
      if (r.review === 'hold' && r.encounter && a && b) this.book.update(alert, this.shown(a, b, r.encounter, settings, alert.conflict));
      else closing.push({ alert, reason: r.review === 'hold' ? 'vessel_gone' : CLOSE_FOR[r.review] });
    });
    await this.book.close(closing);
    const free = MAX_OPEN_CONFLICTS - this.book.openCount('conflict');
    let waiting = search ? result.openedTotal > result.opened.length : this.book.limitReached;
    const drafts: AlertDraft[] = [];
    const keys = new Set<string>();
    for (const o of result.opened) {
      const [a, b] = [vessels[o.a], vessels[o.b]];
      if (!a || !b) continue;
      const key = conflictKey(a.mmsi, b.mmsi);
      if (this.book.find(key) || this.book.isSnoozed(key) || keys.has(key)) continue;
      if (drafts.length >= free) {
        waiting = true;
        break;
      }
      keys.add(key);
      drafts.push({ kind: 'conflict', key, integrity: null, ...this.shown(a, b, o.encounter, settings, null) });
    }
    const opened = (await this.book.open(drafts)).length;
    this.book.limitReached = waiting;
    this.book.lastEvaluation = {
      evaluated_at: new Date(nowMs).toISOString(),
      vessels: vessels.length,
      tested_pairs: result.testedPairs,
      duration_ms: Math.round(evaluationMs * 10) / 10,
    };
    this.book.flush();
    return { vessels: vessels.length, testedPairs: result.testedPairs, opened, closed: gone.length + closing.length, evaluationMs };
  }

  /**
   * The engine's fleet buffer, FLEET_SLICE vessels at a time with the event
   * loop let through between slices (20,000 vessels in one go held the
   * streams up for tens of milliseconds every evaluation).
   */
  private async fleetOf(heard: readonly Readonly<{ value: Vessel; heardMs: number }>[], nowMs: number, minSpeedKn: number): Promise<Float64Array> {
    const fleet = new Float64Array(heard.length * TRACK_STRIDE);
    const track: ConflictTrack = { latDeg: 0, lonDeg: 0, sogKn: null, cogDeg: null, headingDeg: null, ageS: 0, toBowM: null, toSternM: null, toPortM: null, toStarboardM: null, stationary: false };
    for (let start = 0; start < heard.length; start += FLEET_SLICE) {
      if (start > 0) await nextTurn();
      const end = Math.min(heard.length, start + FLEET_SLICE);
      for (let i = start; i < end; i += 1) {
        const { value: v, heardMs } = heard[i] as { value: Vessel; heardMs: number };
        track.latDeg = v.latitude ?? NaN;
        track.lonDeg = v.longitude ?? NaN;
        track.sogKn = v.speed;
        track.cogDeg = v.course;
        track.headingDeg = v.heading;
        track.ageS = Math.max(0, (nowMs - heardMs) / 1000);
        track.toBowM = v.to_bow;
        track.toSternM = v.to_stern;
        track.toPortM = v.to_port;
        track.toStarboardM = v.to_starboard;
        track.stationary = isStationary(v, minSpeedKn);
        writeTrack(fleet, i, track);
      }
    }
    return fleet;
  }

  /** What a conflict alert shows: both vessels (lower MMSI first) and the encounter. */
  private shown(a: Vessel, b: Vessel, e: Encounter, settings: VtsSettings, before: ConflictDetails | null): Pick<Alert, 'vessels' | 'reason' | 'conflict'> {
    const swap = b.mmsi < a.mmsi;
    const [first, second] = swap ? [b, a] : [a, b];
    const [p, q] = swap ? [e.bAtCpa, e.aAtCpa] : [e.aAtCpa, e.bAtCpa];
    const oneStationary = isStationary(a, settings.min_speed_kn) || isStationary(b, settings.min_speed_kn);
    const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;
    return {
      vessels: [alertVessel(first), alertVessel(second)],
      reason: conflictReason(e.cpaNm, e.tcpaMin, e.rangeNm),
      conflict: {
        cpa_nm: round(e.cpaNm, 4),
        tcpa_min: round(e.tcpaMin, 3),
        range_nm: round(e.rangeNm, 4),
        cpa_positions: [
          [round(p.latDeg, 7), round(p.lonDeg, 7)],
          [round(q.latDeg, 7), round(q.lonDeg, 7)],
        ],
        min_cpa_nm: round(Math.min(e.cpaNm, before?.min_cpa_nm ?? Infinity), 4),
        threshold_nm: settings.cpa_threshold_nm * (oneStationary ? HEADING_INTO_SHARE : 1),
        evaluated_at: new Date(this.tracker.nowMs()).toISOString(),
      },
    };
  }
}
