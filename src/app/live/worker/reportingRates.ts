// Lost targets (IEC 62288 after ITU-R M.1371-5): how often an AIS target
// reports (Table 1 for class A, Table 2 for class B and the others), and
// when one not heard since counts as lost: after the longer of three missed
// reports and 30 s, at most 6 minutes. A lost target is drawn crossed until
// the 10-minute removal (spec section 9). docs/live-picture.md has the table.
//
// The vessels stream does not say which class a station is; class B
// position reports carry no navigation status, so a target whose status is
// 'NotDefined' is taken as class B "CS" (the longer intervals: a class A
// that reports 'not defined' is marked lost later, never too early). The
// shorter intervals of a vessel changing course are not used either (the
// stream has no rate of turn): a target is never marked lost early.
import { targetKindOf, type NavStatus, type TargetKind } from '../../../protocol/vessels';

export type StationClass = 'A' | 'B-SO' | 'B-CS';

/** What the reporting interval depends on. */
export interface ReportingTarget {
  nav_status: NavStatus;
  /** Knots; null when not reported. */
  speed: number | null;
  target_kind?: TargetKind;
}

/** A target is lost after at least this long without a report... */
export const LOST_MIN_MS = 30_000;
/** ...and at most this long. */
export const LOST_MAX_MS = 6 * 60_000;
/** ...in between, after this many missed reports. */
export const LOST_MISSED_REPORTS = 3;

/** The station class a target's reports come from (see above). */
export function stationClass(t: ReportingTarget): StationClass {
  return t.nav_status === 'NotDefined' ? 'B-CS' : 'A';
}

/** Seconds between a target's position reports (ITU-R M.1371-5 Tables 1 and 2, not changing course). */
export function reportingIntervalS(t: ReportingTarget): number {
  const kind = targetKindOf(t);
  // Airborne SAR: 10 s. AIS-SART, MOB and EPIRB-AIS: a burst every minute.
  if (kind === 'sar_aircraft') return 10;
  if (kind !== 'vessel') return 60;
  const knots = t.speed;
  switch (stationClass(t)) {
    case 'A': {
      const anchored = t.nav_status === 'AtAnchor' || t.nav_status === 'Moored';
      // No speed reported: at anchor or moored it is taken as not moving; under way as 0-14 kn.
      if (knots === null) return anchored ? 180 : 10;
      if (anchored && knots <= 3) return 180;
      if (knots <= 14) return 10;
      if (knots <= 23) return 6;
      return 2;
    }
    case 'B-SO':
      if (knots === null || knots <= 2) return 180;
      if (knots <= 14) return 30;
      if (knots <= 23) return 15;
      return 5;
    case 'B-CS':
      return knots === null || knots <= 2 ? 180 : 30;
  }
}

/** How long a target may stay silent before it is lost, ms. */
export function lostAfterMs(t: ReportingTarget): number {
  return Math.min(LOST_MAX_MS, Math.max(LOST_MIN_MS, LOST_MISSED_REPORTS * reportingIntervalS(t) * 1000));
}

/** When a target last heard at `heardMs` is (or was) lost, ms since epoch. */
export const lostAtMs = (t: ReportingTarget, heardMs: number): number => heardMs + lostAfterMs(t);
