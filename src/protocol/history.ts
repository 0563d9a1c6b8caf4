// The time machine's calls (beyond the spec): every vessel report, AIS aton,
// weather station reading, navigation warning and alert lifecycle event is
// kept on the server for TRAXIS_HISTORY_DAYS days (docs/history.md), and
// read back through these calls. Times are ISO 8601 with a zone
// ('2025-05-01T12:00:00Z', '…+02:00'); every call is signed in like the
// rest of the API; bad input is a 400 {code, message} in Polish; with the
// history switched off (TRAXIS_HISTORY_DAYS=0) every call is a 503.
//
// - GET /api/history/track/?mmsi=M&from=ISO&to=ISO -> HistoryTrack: one
//   vessel's stored points in time order, inside the window (at most
//   MAX_TRACK_WINDOW_DAYS). A reader interpolating linearly between two
//   consecutive points gets every report the vessel sent within
//   TRACK_TOLERANCE_M; a gap longer than the vessel expiry (10 min) means
//   the vessel was not heard there (a drawn track breaks it).
// - GET /api/history/track/gpx/?mmsi=&from=&to= and …/track/csv/… -> the
//   same points as a file (Content-Disposition: attachment): GPX 1.1 (one
//   track, one segment per stretch without such a gap; speed, course and
//   heading in each point's extensions) or CSV with a header row
//   (time_utc, t_ms, latitude, longitude, speed_kn, course_deg, heading_deg).
// - GET /api/history/tracks/?from=ISO&to=ISO -> HistoryTracks: every
//   vessel's points in a window of at most MAX_TRACKS_WINDOW_MIN minutes
//   (the chart's "all vessels' recent tracks"; the replay's motion between
//   two pictures).
// - GET /api/history/picture/?at=ISO -> HistoryPicture: the whole picture
//   as it was at that moment: each vessel as its last position report at
//   or before `at` said (read back within TRACK_TOLERANCE_M where storage
//   thinned it; none older than the vessel expiry), the atons, the weather
//   stations' last readings, the navigation warnings in force and the open
//   alerts, each as at its last change at or before `at`.
// - GET /api/history/range/[?from=ISO&to=ISO] -> HistoryRange: the kept
//   history's bounds and the alert marks of the replay's timeline (when
//   each alert opened), at most MAX_ALERT_MARKS of the newest; the window
//   filters the marks only.
//
// Whether history is being written is also in GET /api/health (`history`,
// see health.ts): a full disk stops the writing (the live picture goes on)
// and the console tells signed-in operators.
import type { Alert, AlertKind } from './alerts';
import type { Aton } from './atons';
import type { NavWarning, Station } from './streams';
import type { Vessel } from './vessels';

export const HISTORY_TRACK_PATH = '/api/history/track/';
export const HISTORY_TRACK_GPX_PATH = '/api/history/track/gpx/';
export const HISTORY_TRACK_CSV_PATH = '/api/history/track/csv/';
export const HISTORY_TRACKS_PATH = '/api/history/tracks/';
export const HISTORY_PICTURE_PATH = '/api/history/picture/';
export const HISTORY_RANGE_PATH = '/api/history/range/';

/** The longest window of one vessel's track (and its files). */
export const MAX_TRACK_WINDOW_DAYS = 31;
/** The longest window of every vessel's tracks at once. */
export const MAX_TRACKS_WINDOW_MIN = 60;
/** Most alert marks one range answer carries (the newest). */
export const MAX_ALERT_MARKS = 10_000;

/** Every report is read back within this distance of where it was (storage thins reports a dead reckoning predicts). */
export const TRACK_TOLERANCE_M = 10;

/** One point of a track: [time (unix ms), latitude, longitude, speed (kn), course (deg), heading (deg)]; null where the vessel did not say. */
export type TrackPoint = [number, number, number, number | null, number | null, number | null];

export interface HistoryTrack {
  /** 9 digits. */
  mmsi: string;
  points: TrackPoint[];
}

export interface HistoryTracks {
  from: string;
  to: string;
  /** Every vessel with a point in the window, with its id and name as last reported in it. */
  tracks: (HistoryTrack & { id: number; name: string })[];
}

export interface HistoryPicture {
  at: string;
  /** The fields of GET /api/vessels/ (positioned vessels only); `last_reported` is the time of the last position report. */
  vessels: Vessel[];
  atons: Aton[];
  stations: Station[];
  warnings: NavWarning[];
  /** The alerts open at `at` (new or acknowledged), as at their last lifecycle event. */
  alerts: Alert[];
}

/** Where an alert opened, for the replay's timeline (a click jumps to `t`). */
export interface AlertMark {
  /** When it opened (unix ms). */
  t: number;
  id: number;
  kind: AlertKind;
}

export interface HistoryRange {
  /** The oldest kept moment, null when nothing is kept yet. */
  from: string | null;
  /** The newest written moment, null when nothing is kept yet. */
  to: string | null;
  /** Days kept (TRAXIS_HISTORY_DAYS). */
  days: number;
  /** False while writing is stopped (e.g. a full disk); `error` says why. */
  recording: boolean;
  error: string | null;
  alerts: AlertMark[];
  /** True when there were more marks than MAX_ALERT_MARKS (the oldest left out). */
  alerts_truncated: boolean;
}

/** Whether history is being written (GET /api/health `history`). */
export interface HistoryStatus {
  /** False when switched off (TRAXIS_HISTORY_DAYS=0) or stopped by an error. */
  recording: boolean;
  /** Polish reason while stopped by an error (e.g. a full disk), else null. */
  error: string | null;
}
