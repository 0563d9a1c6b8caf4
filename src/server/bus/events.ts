// What nodes tell each other: a table changed (drop caches, refresh the
// streams that show it), sessions ended (refuse their access tokens), a
// shared file changed (drop what was read of it), alerts changed on the
// evaluating node (the others' books mirror them; docs/vts-rules.md).
import { ALERT_STATES, type Alert, type EvaluationStats } from '../../protocol/alerts';
import { STORE_TABLES, type StoreTable } from '../db/store';
import type { EndedSession } from '../db/tokens';

/** The evaluating node's alert changes (and, after each evaluation, its whole open list and evaluation figures). */
export interface AlertsEvent {
  kind: 'alerts';
  /** The node that sent it. */
  origin: string;
  alerts: Alert[];
  /** Every open alert's id (after an evaluation), or null with a batch of changes alone. */
  open_ids: number[] | null;
  limit_reached: boolean;
  evaluation: EvaluationStats | null;
}

export type ClusterEvent =
  | { kind: 'table'; table: StoreTable }
  | { kind: 'sessions-ended'; sessions: EndedSession[] }
  | { kind: 'file'; folder: 'maps' | 'symbols'; name: string }
  | AlertsEvent;

export type ClusterEventHandler = (event: ClusterEvent) => void;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isEndedSession = (value: unknown): value is EndedSession =>
  isRecord(value) && typeof value.sessionId === 'string' && typeof value.untilS === 'number' && Number.isFinite(value.untilS);

/** An alert as far as a mirror relies on it (the evaluating node made it whole). */
const isAlert = (value: unknown): value is Alert =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  typeof value.key === 'string' &&
  typeof value.kind === 'string' &&
  (ALERT_STATES as readonly unknown[]).includes(value.state) &&
  Array.isArray(value.vessels);

function parseAlertsEvent(value: Record<string, unknown>): AlertsEvent | null {
  const { origin, alerts, open_ids: openIds, limit_reached: limitReached, evaluation } = value;
  if (typeof origin !== 'string' || !Array.isArray(alerts) || !alerts.every(isAlert)) return null;
  if (openIds !== null && !(Array.isArray(openIds) && openIds.every((id) => typeof id === 'number'))) return null;
  if (typeof limitReached !== 'boolean' || (evaluation !== null && !isRecord(evaluation))) return null;
  return { kind: 'alerts', origin, alerts, open_ids: openIds, limit_reached: limitReached, evaluation: evaluation as EvaluationStats | null };
}

/** The event in a bus message, or null when it is not one of ours. */
export function parseClusterEvent(value: unknown): ClusterEvent | null {
  if (!isRecord(value)) return null;
  switch (value.kind) {
    case 'table':
      return (STORE_TABLES as readonly unknown[]).includes(value.table) ? { kind: 'table', table: value.table as StoreTable } : null;
    case 'sessions-ended':
      return Array.isArray(value.sessions) && value.sessions.every(isEndedSession) ? { kind: 'sessions-ended', sessions: value.sessions } : null;
    case 'file':
      return (value.folder === 'maps' || value.folder === 'symbols') && typeof value.name === 'string'
        ? { kind: 'file', folder: value.folder, name: value.name }
        : null;
    case 'alerts':
      return parseAlertsEvent(value);
    default:
      return null;
  }
}
