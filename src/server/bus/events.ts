// What nodes tell each other: a table changed (drop caches, refresh the
// streams that show it), sessions ended (refuse their access tokens), a
// shared file changed (drop what was read of it).
import { STORE_TABLES, type StoreTable } from '../db/store';
import type { EndedSession } from '../db/tokens';

export type ClusterEvent =
  | { kind: 'table'; table: StoreTable }
  | { kind: 'sessions-ended'; sessions: EndedSession[] }
  | { kind: 'file'; folder: 'maps' | 'symbols'; name: string };

export type ClusterEventHandler = (event: ClusterEvent) => void;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isEndedSession = (value: unknown): value is EndedSession =>
  isRecord(value) && typeof value.sessionId === 'string' && typeof value.untilS === 'number' && Number.isFinite(value.untilS);

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
    default:
      return null;
  }
}
