// AIS integrity per MMSI: the checks a VTS operator wants on every identity
// in the picture, each finding with its reason (Polish, for the operator):
// - position_jump: a position implying over 50 kn, or over 3 × the reported
//   speed (both reports' speeds, at least MIN_REFERENCE_KN), from the last one;
//   moves under JUMP_MIN_NM never count (GPS noise);
// - duplicate_mmsi: one MMSI heard alternately from two places: its reports
//   fall into two tracks (each consistent in itself, each with at least two
//   reports) and switch between them DUPLICATE_SWITCHES times within
//   DUPLICATE_WINDOW_MS;
// - invalid_mmsi: all digits the same, a format no vessel uses, or a MID the
//   ITU has not allocated (mid.ts);
// - silent: a class A vessel under way at SILENT_MIN_KN or more (not at
//   anchor or moored) not heard for SILENT_MS (its reporting interval is
//   10 s or less);
// - course_heading: course over ground and heading more than 45° apart at
//   over 3 kn, in COURSE_HEADING_REPORTS consecutive reports;
// - identity_change: name or call sign changed more than twice within an hour.
// Event findings stay in force for HOLD_MS after they last occurred; silent
// while the vessel is silent; invalid_mmsi while the MMSI is tracked. While
// duplicate_mmsi is in force, the position jumps it causes (every switch
// between the two transmitters) are not reported beside it: one finding
// explains them (SUPERSEDED_BY).
import type { IntegrityRule } from '../../protocol/alerts';
import type { AisMessage } from './messages';
import { mmsiProblem } from './mid';

export const JUMP_MAX_KN = 50;
export const JUMP_SPEED_FACTOR = 3;
/** Reported speeds below this count as this much for the 3 × rule. */
export const MIN_REFERENCE_KN = 2;
export const JUMP_MIN_NM = 0.3;
export const DUPLICATE_SWITCHES = 3;
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
/** A track not heard for this long is forgotten. */
export const TRACK_TTL_MS = 10 * 60_000;
export const SILENT_MS = 3 * 60_000;
export const SILENT_MIN_KN = 1;
export const COURSE_HEADING_MAX_DEG = 45;
export const COURSE_HEADING_MIN_KN = 3;
export const COURSE_HEADING_REPORTS = 2;
export const IDENTITY_WINDOW_MS = 60 * 60_000;
export const IDENTITY_MAX_CHANGES = 2;
export const HOLD_MS = 15 * 60_000;
/** A finding not reported while another one of the same MMSI is in force (that one explains it). */
export const SUPERSEDED_BY: Partial<Record<IntegrityRule, IntegrityRule>> = { position_jump: 'duplicate_mmsi' };

export interface IntegrityFinding {
  mmsi: string;
  rule: IntegrityRule;
  /** Polish, e.g. 'Skok pozycji o 12,3 NM w 10 s (4428 kn)'. */
  reason: string;
  /** When it was first and last made (monitor clock, unix ms), and how often. */
  firstMs: number;
  lastMs: number;
  count: number;
  values: Record<string, number | string>;
}

interface Fix {
  lat: number;
  lon: number;
  /** Receipt time, unix ms. */
  atMs: number;
  sogKn: number | null;
}

interface Track extends Fix {
  reports: number;
}

interface MmsiState {
  mmsi: string;
  classA: boolean;
  heardMs: number;
  last: (Fix & { navStatus: number | null }) | null;
  tracks: Track[];
  current: number;
  /** Receipt times of switches between tracks. */
  switches: number[];
  courseHeadingStreak: number;
  name: string | null;
  callsign: string | null;
  /** Monitor times of name or call sign changes, with the new values. */
  identityChanges: { atMs: number; value: string }[];
  findings: Map<IntegrityRule, IntegrityFinding>;
}

const NM_PER_DEG = 60;

/** Great-circle distance in NM (haversine, mean sphere). */
function distanceNm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return (2 * Math.asin(Math.min(1, Math.sqrt(h))) * NM_PER_DEG) / rad;
}

/** A number with a Polish decimal comma. */
export const pl = (value: number, digits = 1): string => value.toFixed(digits).replace('.', ',');

const angleApartDeg = (a: number, b: number): number => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

export class IntegrityMonitor {
  private readonly states = new Map<string, MmsiState>();
  /** Findings made, per rule (every occurrence). */
  readonly counters: Record<IntegrityRule, number> = {
    position_jump: 0,
    duplicate_mmsi: 0,
    invalid_mmsi: 0,
    silent: 0,
    course_heading: 0,
    identity_change: 0,
  };

  get size(): number {
    return this.states.size;
  }

  /** Checks one decoded vessel message (not base stations or aids to navigation), heard at `nowMs`. */
  observe(message: AisMessage, mmsi: string, receivedMs: number, nowMs: number): void {
    if (message.type === 4 || message.type === 21) return;
    let state = this.states.get(mmsi);
    if (!state) {
      state = {
        mmsi,
        classA: false,
        heardMs: nowMs,
        last: null,
        tracks: [],
        current: 0,
        switches: [],
        courseHeadingStreak: 0,
        name: null,
        callsign: null,
        identityChanges: [],
        findings: new Map(),
      };
      this.states.set(mmsi, state);
      const problem = mmsiProblem(mmsi, message.type);
      if (problem) this.find(state, 'invalid_mmsi', `Nieprawidłowy MMSI: ${problem}`, nowMs, { problem });
    }
    state.heardMs = nowMs;
    switch (message.type) {
      case 1:
      case 2:
      case 3:
        state.classA = true;
        this.position(state, message, message.navStatus, receivedMs, nowMs);
        break;
      case 27:
        // Long-range broadcast: every 3 minutes, coarse (1/10 minute).
        this.position(state, message, message.navStatus, receivedMs, nowMs);
        break;
      case 18:
      case 19:
        this.position(state, message, null, receivedMs, nowMs);
        if (message.type === 19) this.identity(state, message.shipName, null, nowMs);
        break;
      case 5:
        state.classA = true;
        this.identity(state, message.shipName, message.callsign, nowMs);
        break;
      case 24:
        if (message.part === 'A') this.identity(state, message.shipName, null, nowMs);
        else this.identity(state, null, message.callsign, nowMs);
        break;
      default:
        // Type 9 (SAR aircraft): fast by nature; no kinematic checks.
        break;
    }
  }

  /** Drops an MMSI (expired from the tracker). */
  forget(mmsi: string): void {
    this.states.delete(mmsi);
  }

  /** The findings in force at `nowMs`, one per MMSI and rule. */
  active(nowMs: number): IntegrityFinding[] {
    const out: IntegrityFinding[] = [];
    for (const state of this.states.values()) {
      this.checkSilence(state, nowMs);
      if (state.findings.size === 0) continue;
      const inForce: IntegrityFinding[] = [];
      for (const [rule, finding] of state.findings) {
        const held = rule === 'invalid_mmsi' || (rule === 'silent' ? this.isSilent(state, nowMs) : nowMs - finding.lastMs <= HOLD_MS);
        if (held) inForce.push(finding);
        else state.findings.delete(rule);
      }
      const rules = new Set(inForce.map((f) => f.rule));
      for (const finding of inForce) {
        const by = SUPERSEDED_BY[finding.rule];
        if (by === undefined || !rules.has(by)) out.push(finding);
      }
    }
    return out;
  }

  /** The findings of one MMSI in force now (tests, diagnostics). */
  findingsOf(mmsi: string, nowMs: number): IntegrityFinding[] {
    return this.active(nowMs).filter((f) => f.mmsi === mmsi);
  }

  private position(
    state: MmsiState,
    m: { latDeg: number | null; lonDeg: number | null; speedKn: number | null; courseDeg: number | null; headingDeg?: number | null },
    navStatus: number | null,
    receivedMs: number,
    nowMs: number,
  ): void {
    if (m.latDeg === null || m.lonDeg === null || Math.abs(m.latDeg) > 90 || Math.abs(m.lonDeg) > 180) return;
    const fix: Fix = { lat: m.latDeg, lon: m.lonDeg, atMs: receivedMs, sogKn: m.speedKn };
    this.track(state, fix, nowMs);
    state.last = { ...fix, navStatus };
    const heading = m.headingDeg ?? null;
    if (m.speedKn !== null && m.speedKn > COURSE_HEADING_MIN_KN && m.courseDeg !== null && heading !== null) {
      const apart = angleApartDeg(m.courseDeg, heading);
      state.courseHeadingStreak = apart > COURSE_HEADING_MAX_DEG ? state.courseHeadingStreak + 1 : 0;
      if (state.courseHeadingStreak >= COURSE_HEADING_REPORTS) {
        this.find(
          state,
          'course_heading',
          `Kurs nad dnem ${Math.round(m.courseDeg)}° i kurs rzeczywisty ${Math.round(heading)}° różnią się o ${Math.round(apart)}° przy ${pl(m.speedKn)} kn`,
          nowMs,
          { course_deg: m.courseDeg, heading_deg: heading, apart_deg: Math.round(apart), speed_kn: m.speedKn },
        );
      }
    } else {
      state.courseHeadingStreak = 0;
    }
  }

  /** Whether `fix` can follow `from`: a small move, or a plausible speed. */
  private static fits(from: Fix, fix: Fix): { ok: boolean; distanceNm: number; dtS: number; impliedKn: number; referenceKn: number } {
    const distance = distanceNm(from, fix);
    const dtS = (fix.atMs - from.atMs) / 1000;
    const impliedKn = dtS > 0 ? distance / (dtS / 3600) : Infinity;
    const referenceKn = Math.max(from.sogKn ?? 0, fix.sogKn ?? 0, MIN_REFERENCE_KN);
    const ok = distance < JUMP_MIN_NM || (impliedKn <= JUMP_MAX_KN && impliedKn <= JUMP_SPEED_FACTOR * referenceKn);
    return { ok, distanceNm: distance, dtS, impliedKn, referenceKn };
  }

  /** Jumps and duplicate MMSIs: the reports' tracks. */
  private track(state: MmsiState, fix: Fix, nowMs: number): void {
    const current = state.tracks[state.current];
    // Other tracks not heard for a while are forgotten.
    state.tracks = state.tracks.filter((t) => t === current || fix.atMs - t.atMs <= TRACK_TTL_MS);
    state.current = current ? state.tracks.indexOf(current) : 0;
    if (!current) {
      state.tracks = [{ ...fix, reports: 1 }];
      state.current = 0;
      return;
    }
    const here = IntegrityMonitor.fits(current, fix);
    if (here.ok) {
      Object.assign(current, fix, { reports: current.reports + 1 });
      return;
    }
    const other = state.tracks.findIndex((t) => t !== current && IntegrityMonitor.fits(t, fix).ok);
    if (other >= 0) {
      const track = state.tracks[other];
      if (track) Object.assign(track, fix, { reports: track.reports + 1 });
      state.current = other;
      state.switches = [...state.switches.filter((at) => fix.atMs - at <= DUPLICATE_WINDOW_MS), fix.atMs];
      this.checkDuplicate(state, current, nowMs);
      return;
    }
    const implied = Number.isFinite(here.impliedKn) ? `${Math.round(here.impliedKn)} kn` : 'bez upływu czasu';
    this.find(
      state,
      'position_jump',
      `Skok pozycji o ${pl(here.distanceNm)} NM w ${Math.max(0, Math.round(here.dtS))} s (prędkość pozorna ${implied}, zgłaszana ${pl(fix.sogKn ?? 0)} kn)`,
      nowMs,
      {
        distance_nm: Math.round(here.distanceNm * 100) / 100,
        interval_s: Math.round(here.dtS),
        implied_speed_kn: Number.isFinite(here.impliedKn) ? Math.round(here.impliedKn) : -1,
        reported_speed_kn: fix.sogKn ?? -1,
      },
    );
    // At most three tracks: the oldest other one makes room.
    if (state.tracks.length >= 3) {
      const oldest = state.tracks.reduce((a, b) => (b !== current && (a === current || b.atMs < a.atMs) ? b : a));
      state.tracks.splice(state.tracks.indexOf(oldest), 1);
    }
    state.tracks.push({ ...fix, reports: 1 });
    state.current = state.tracks.length - 1;
  }

  private checkDuplicate(state: MmsiState, previous: Track, nowMs: number): void {
    const now = state.tracks[state.current];
    if (!now || state.switches.length < DUPLICATE_SWITCHES || now.reports < 2 || previous.reports < 2) return;
    const apart = distanceNm(previous, now);
    this.find(state, 'duplicate_mmsi', `Ten sam MMSI nadawany z dwóch miejsc odległych o ${pl(apart)} NM`, nowMs, {
      distance_nm: Math.round(apart * 100) / 100,
      switches: state.switches.length,
    });
  }

  private identity(state: MmsiState, name: string | null, callsign: string | null, nowMs: number): void {
    const clean = (value: string | null): string | null => {
      const v = value?.replace(/@+$/, '').trim() ?? '';
      return v === '' ? null : v;
    };
    const changed = (before: string | null, after: string | null): boolean => before !== null && after !== null && before !== after;
    const n = clean(name);
    const c = clean(callsign);
    if (changed(state.name, n)) state.identityChanges.push({ atMs: nowMs, value: n ?? '' });
    if (changed(state.callsign, c)) state.identityChanges.push({ atMs: nowMs, value: c ?? '' });
    if (n !== null) state.name = n;
    if (c !== null) state.callsign = c;
    state.identityChanges = state.identityChanges.filter((change) => nowMs - change.atMs <= IDENTITY_WINDOW_MS);
    const count = state.identityChanges.length;
    if (count > IDENTITY_MAX_CHANGES) {
      const values = state.identityChanges.map((change) => change.value).join(', ');
      this.find(state, 'identity_change', `Nazwa lub znak wywoławczy zmienione ${count} razy w ciągu godziny (${values})`, nowMs, {
        changes: count,
        values,
      });
    }
  }

  private isSilent(state: MmsiState, nowMs: number): boolean {
    // Heard lately: the common case, decided first (every MMSI is checked every evaluation).
    if (nowMs - state.heardMs <= SILENT_MS) return false;
    const last = state.last;
    if (!state.classA || !last || last.sogKn === null || last.sogKn < SILENT_MIN_KN) return false;
    return last.navStatus !== 1 && last.navStatus !== 5;
  }

  private checkSilence(state: MmsiState, nowMs: number): void {
    if (!this.isSilent(state, nowMs) || state.findings.has('silent')) return;
    const silentS = Math.round((nowMs - state.heardMs) / 1000);
    this.find(state, 'silent', `Statek klasy A w ruchu (${pl(state.last?.sogKn ?? 0)} kn) milczy od ${pl(silentS / 60)} min`, nowMs, {
      silent_s: silentS,
      speed_kn: state.last?.sogKn ?? 0,
    });
  }

  private find(state: MmsiState, rule: IntegrityRule, reason: string, nowMs: number, values: Record<string, number | string>): void {
    this.counters[rule] += 1;
    const before = state.findings.get(rule);
    state.findings.set(rule, {
      mmsi: state.mmsi,
      rule,
      reason,
      firstMs: before?.firstMs ?? nowMs,
      lastMs: nowMs,
      count: (before?.count ?? 0) + 1,
      values,
    });
  }
}
