// VTS alerts (beyond the spec): conflicts between pairs of vessels
// (closest point of approach) and AIS integrity findings per MMSI, with
// their lifecycle new -> acknowledged -> closed and an audit trail.
//
// Calls:
// - GET  /api/alerts/?state=open|closed|all&kind=conflict|integrity&limit=N
//        -> AlertsResponse (open: newest first; the default is open)
// - GET  /api/alerts/{id}/                 -> AlertDetailResponse (with the audit trail)
// - POST /api/alerts/{id}/acknowledge/     -> AlertDetailResponse (409 once closed)
// - POST /api/alerts/{id}/snooze/          -> AlertDetailResponse: closes the
//        alert and suppresses new ones for the same pair (conflict) or the
//        same MMSI and rule (integrity) for SNOOZE_MIN minutes
// - GET  /api/alerts/proposals/            -> ProposalsResponse: one row per
//        MMSI with open integrity alerts, for the Jammer panel's 'Propozycje';
//        blacklisting one is the blacklist's own call (BLACKLIST_ADD_PATH),
//        which closes its integrity alerts
// Stream /ws/socket-server-alerts/ (same sign-in and ping/pong as the spec's
// streams): first `{alerts: [every open alert]}`, then `{alerts: [changed
// alerts]}` — an alert with state 'closed' leaves the open list. Conflict
// alerts change every evaluation (CPA, TCPA, positions) while open.

export const ALERTS_PATH = '/api/alerts/';
export const ALERT_PROPOSALS_PATH = '/api/alerts/proposals/';
export const alertPath = (id: number): string => `/api/alerts/${id}/`;
export const alertAcknowledgePath = (id: number): string => `/api/alerts/${id}/acknowledge/`;
export const alertSnoozePath = (id: number): string => `/api/alerts/${id}/snooze/`;

export const ALERTS_STREAM = { path: '/ws/socket-server-alerts/', field: 'alerts' } as const;

/** A snooze suppresses the same pair (or MMSI and rule) for this long. */
export const SNOOZE_MIN = 60;
/** The server evaluates conflicts and integrity this often. */
export const ALERT_EVALUATION_MS = 2000;
/** Most open conflict alerts at once; further conflicts wait (AlertsResponse.limit_reached). */
export const MAX_OPEN_CONFLICTS = 500;
/** The most alerts one GET returns. */
export const MAX_ALERTS_LIMIT = 1000;

export const ALERT_KINDS = ['conflict', 'integrity'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_STATES = ['new', 'acknowledged', 'closed'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** The AIS integrity rules (reasons in Polish come with each finding). */
export const INTEGRITY_RULES = ['position_jump', 'duplicate_mmsi', 'invalid_mmsi', 'silent', 'course_heading', 'identity_change'] as const;
export type IntegrityRule = (typeof INTEGRITY_RULES)[number];

/** Why an alert closed. */
export const CLOSE_REASONS = [
  /** Conflict: TCPA passed (the vessels have passed). */
  'passed',
  /** Conflict: CPA now above 1.2 × the threshold. */
  'clear',
  /** Conflict: TCPA now beyond 1.2 × the horizon. */
  'later',
  /** Conflict: both vessels stationary (anchored, moored or slow). */
  'stationary',
  /** A vessel expired, was blacklisted or lost its position. */
  'vessel_gone',
  /** An operator snoozed it. */
  'snoozed',
  /** Integrity: the MMSI was blacklisted. */
  'blacklisted',
  /** Integrity: the finding has not recurred (or the vessel was heard again). */
  'resolved',
  /** Integrity: another finding of the MMSI explains it (position jumps of a duplicate MMSI). */
  'superseded',
  /** Open when the server stopped: closed at the next start (a lasting situation opens again). */
  'restart',
] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** A vessel of an alert as it was at the last update. */
export interface AlertVessel {
  /** The 24-bit id of the vessels stream, null when no longer tracked. */
  id: number | null;
  mmsi: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  /** Knots. */
  speed: number | null;
  /** Degrees. */
  course: number | null;
}

export interface ConflictDetails {
  /** Clearance at the closest point of approach (between the hulls where known), NM. */
  cpa_nm: number;
  /** Minutes from the last evaluation to the CPA. */
  tcpa_min: number;
  /** Distance between the two now, NM. */
  range_nm: number;
  /** Each vessel's position at the CPA, [lat, lon], in the order of `vessels`. */
  cpa_positions: [[number, number], [number, number]];
  /** Smallest CPA seen while open, NM. */
  min_cpa_nm: number;
  /** The threshold in force (a quarter of the setting when one vessel is stationary), NM. */
  threshold_nm: number;
  /** Time of the last evaluation (ISO 8601). */
  evaluated_at: string;
}

export interface IntegrityDetails {
  rule: IntegrityRule;
  /** Times the finding was made while open. */
  count: number;
  /** Last time it was made (ISO 8601). */
  last_seen_at: string;
  /** Numbers of the finding (rule-specific: distance_nm, implied_speed_kn, silent_s, ...). */
  values: Record<string, number | string>;
}

export interface Alert {
  id: number;
  kind: AlertKind;
  state: AlertState;
  /** 'conflict:<mmsi>:<mmsi>' (lower MMSI first) or 'integrity:<mmsi>:<rule>'. */
  key: string;
  /** Two for a conflict (lower MMSI first), one for an integrity finding. */
  vessels: AlertVessel[];
  /** Polish description of the situation, e.g. 'CPA 0,12 NM za 6,5 min'. */
  reason: string;
  conflict: ConflictDetails | null;
  integrity: IntegrityDetails | null;
  opened_at: string;
  acknowledged_at: string | null;
  acknowledged_by: string | null;
  closed_at: string | null;
  close_reason: CloseReason | null;
  /** Set when snoozed: no new alert for the same key until then. */
  snoozed_until: string | null;
}

export type AlertEventKind = 'opened' | 'acknowledged' | 'snoozed' | 'closed';

/** One entry of an alert's audit trail. */
export interface AlertEvent {
  at: string;
  event: AlertEventKind;
  /** The user's name for operator actions, null for the server's own. */
  user: string | null;
  /** Polish detail (e.g. the close reason, the snooze end). */
  detail: string;
}

/** The last conflict evaluation, for diagnostics. */
export interface EvaluationStats {
  evaluated_at: string;
  vessels: number;
  /** Pairs solved exactly (the spatial grid's candidates). */
  tested_pairs: number;
  /** Wall time of the evaluation on its worker thread, ms. */
  duration_ms: number;
}

export interface AlertsResponse {
  alerts: Alert[];
  /** True while conflicts wait because MAX_OPEN_CONFLICTS are open. */
  limit_reached: boolean;
  /** Null before the first evaluation (or with the evaluation switched off). */
  evaluation: EvaluationStats | null;
}

export interface AlertDetailResponse {
  alert: Alert;
  events: AlertEvent[];
}

/** One MMSI the Jammer panel proposes to blacklist. */
export interface Proposal {
  mmsi: string;
  name: string;
  /** The vessels stream id, null when no longer tracked. */
  vessel_id: number | null;
  rules: IntegrityRule[];
  /** Polish reasons, one per open integrity alert. */
  reasons: string[];
  alert_ids: number[];
  /** When the oldest of them opened (ISO 8601). */
  since: string;
}

export interface ProposalsResponse {
  proposals: Proposal[];
}

/** The stream's message. */
export interface AlertsStreamMessage {
  alerts: Alert[];
}
