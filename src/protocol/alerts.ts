// VTS alerts: conflicts between pairs of vessels (closest point of
// approach), AIS integrity findings per MMSI, and the VTS rules
// (docs/vts-rules.md): zones, anchor watch, distress devices, safety
// messages, AtoNs off position — with their lifecycle new -> acknowledged
// -> closed, an audit trail, and a priority as IMO's bridge alert
// management ranks them (alarm, warning, caution).
//
// Calls:
// - GET  /api/alerts/?state=open|closed|all&kind=K&zone=ID&priority=P&limit=N
//        -> AlertsResponse, sorted by priority (alarm first), then newest
//        first; `zone` keeps the zone alerts of that zone
// - GET  /api/alerts/{id}/                 -> AlertDetailResponse (with the audit trail)
// - POST /api/alerts/{id}/acknowledge/     -> AlertDetailResponse (409 once closed)
// - POST /api/alerts/{id}/snooze/          -> AlertDetailResponse: closes the
//        alert and suppresses new ones for the same key (pair, MMSI and
//        rule, zone rule and vessel, ...) for SNOOZE_MIN minutes; a distress
//        alert cannot be snoozed (409)
// - GET  /api/alerts/proposals/            -> ProposalsResponse: one row per
//        MMSI with open integrity alerts, for the Jammer panel's 'Propozycje';
//        blacklisting one is the blacklist's own call (BLACKLIST_ADD_PATH),
//        which closes its integrity alerts
// Stream /ws/socket-server-alerts/ (same sign-in and ping/pong as the spec's
// streams): first `{alerts: [every open alert]}`, then `{alerts: [changed
// alerts]}` — an alert with state 'closed' leaves the open list. Conflict
// alerts change every evaluation (CPA, TCPA, positions) while open. On a
// cluster every node's stream carries every alert (the evaluating node
// announces its changes; docs/vts-rules.md).

import type { DistressKind, TargetKind } from './vessels';
import type { ZoneRule } from './zones';

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

export const ALERT_KINDS = ['conflict', 'integrity', 'zone', 'anchor_drag', 'distress', 'safety_message', 'aton_off_position'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * IMO bridge alert management (MSC.302(87)): an alarm needs action at once
 * (distress, a conflict under half its threshold), a warning needs
 * attention soon (a conflict, anchor drag, a zone's speed limit or
 * anchoring ban, a safety message), a caution is for awareness
 * (integrity, zone entry and exit, an AtoN off position).
 */
export const ALERT_PRIORITIES = ['alarm', 'warning', 'caution'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];

export const ALERT_STATES = ['new', 'acknowledged', 'closed'] as const;
export type AlertState = (typeof ALERT_STATES)[number];

/** The AIS integrity rules (reasons in Polish come with each finding). */
export const INTEGRITY_RULES = ['position_jump', 'duplicate_mmsi', 'invalid_mmsi', 'silent', 'course_heading', 'identity_change'] as const;
export type IntegrityRule = (typeof INTEGRITY_RULES)[number];

/** What raised an alert within its kind: a zone's rule or an integrity rule (null for the other kinds). */
export type AlertRule = ZoneRule | IntegrityRule;

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
  /** Zone entry, speed limit, anchoring ban: the vessel left the zone. */
  'left_zone',
  /** Zone exit: the vessel came back into the zone. */
  'returned',
  /** Zone exit: it stood ZONE_EXIT_ALERT_MIN minutes. */
  'expired',
  /** The zone was deleted or changed (outline, rule switched off, vessel types). */
  'zone_changed',
  /** Anchor drag: the vessel got under way or lies anchored again. */
  'under_way',
  /** AtoN: it reports itself on position again. */
  'on_position',
  /** Distress device or AtoN: not heard for 10 minutes (3 minutes once a distress alert is acknowledged). */
  'silent',
  /** Safety message: acknowledged (read) and not heard again for 10 minutes, or gone from the message log. */
  'read',
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

/** A zone exit alert stands this long unless the vessel comes back first. */
export const ZONE_EXIT_ALERT_MIN = 10;

export interface ZoneAlertDetails {
  zone_id: number;
  /** The zone's name when the alert last changed. */
  zone_name: string;
  rule: ZoneRule;
  /** speed_limit: the vessel's speed over ground and the limit, knots (null for the other rules). */
  speed_kn: number | null;
  limit_kn: number | null;
  /** When the vessel was seen crossing the outline (entry, exit) or the situation began (ISO 8601). */
  since: string;
}

export interface AnchorDragDetails {
  /** Where the anchor is taken to lie: the bow (else the antenna) where the vessel anchored. */
  anchor_latitude: number;
  anchor_longitude: number;
  /** When it anchored (ISO 8601), and whether by reporting 'at anchor' (false: by lying still for 5 minutes). */
  anchored_at: string;
  by_status: boolean;
  /** From the anchor to the vessel's reported position at the last report, metres. */
  distance_m: number;
  /** Its swing radius: 100 m plus its length (100 m when the length is unknown), metres. */
  swing_radius_m: number;
}

export interface DistressDetails {
  device: DistressKind;
  /** False while the device reports test mode (navigation status 15). */
  active: boolean;
  /** First heard (ISO 8601). */
  first_heard_at: string;
  /** Last heard (ISO 8601). */
  last_heard_at: string;
}

export interface SafetyMessageDetails {
  text: string;
  /** Message 12 (to one station) or 14 (broadcast). */
  addressed: boolean;
  destination_mmsi: string | null;
  sender_kind: TargetKind;
  received_at: string;
  last_received_at: string;
  count: number;
}

export interface AtonAlertDetails {
  /** The atons stream's id of the aid. */
  aton_id: number;
  mmsi: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  aid_type: number;
  virtual_aid: boolean;
  /** Last heard (ISO 8601). */
  last_reported: string | null;
}

export interface Alert {
  id: number;
  kind: AlertKind;
  /** As IMO bridge alert management ranks it (ALERT_PRIORITIES); a conflict's changes with its CPA. */
  priority: AlertPriority;
  /** The zone rule of a zone alert, the integrity rule of an integrity alert; null otherwise. */
  rule: AlertRule | null;
  state: AlertState;
  /**
   * 'conflict:<mmsi>:<mmsi>' (lower MMSI first), 'integrity:<mmsi>:<rule>',
   * 'zone:<zone id>:<rule>:<mmsi>', 'anchor_drag:<mmsi>', 'distress:<mmsi>',
   * 'safety_message:<mmsi>:<destination or ->:<first heard, unix ms>:<text hash>',
   * 'aton_off_position:<mmsi>'.
   */
  key: string;
  /**
   * Two for a conflict (lower MMSI first); one for the other kinds: the
   * vessel, the distress device, the sender of a safety message, the AtoN
   * (its atons-stream id and position).
   */
  vessels: AlertVessel[];
  /** Polish description of the situation, e.g. 'CPA 0,12 NM za 6,5 min'. */
  reason: string;
  conflict: ConflictDetails | null;
  integrity: IntegrityDetails | null;
  zone: ZoneAlertDetails | null;
  anchor: AnchorDragDetails | null;
  distress: DistressDetails | null;
  safety_message: SafetyMessageDetails | null;
  aton: AtonAlertDetails | null;
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

/** An alert's priority from its kind and details (the server sets `priority` with it). */
export function alertPriority(alert: Pick<Alert, 'kind' | 'conflict' | 'zone'>): AlertPriority {
  switch (alert.kind) {
    case 'distress':
      return 'alarm';
    case 'conflict':
      return alert.conflict && alert.conflict.cpa_nm < alert.conflict.threshold_nm / 2 ? 'alarm' : 'warning';
    case 'anchor_drag':
    case 'safety_message':
      return 'warning';
    case 'zone':
      return alert.zone?.rule === 'speed_limit' || alert.zone?.rule === 'no_anchoring' ? 'warning' : 'caution';
    case 'integrity':
    case 'aton_off_position':
      return 'caution';
  }
}

/** Alarm before warning before caution. */
export const PRIORITY_RANK: Readonly<Record<AlertPriority, number>> = { alarm: 0, warning: 1, caution: 2 };

/** The order of alert lists: by priority, then newest first. */
export function compareAlerts(a: Pick<Alert, 'priority' | 'opened_at' | 'id'>, b: Pick<Alert, 'priority' | 'opened_at' | 'id'>): number {
  return PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || (a.opened_at < b.opened_at ? 1 : a.opened_at > b.opened_at ? -1 : b.id - a.id);
}
