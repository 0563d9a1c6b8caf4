// AIS safety-related messages (ITU-R M.1371-5 messages 12, addressed, and
// 14, broadcast; an AIS-SART sends 'SART ACTIVE' or 'SART TEST') as the
// server keeps them for the console's message log: GET SAFETY_MESSAGES_PATH
// (signed in) lists them, newest first. The same text heard again from the
// same sender (to the same destination) within SAFETY_REPEAT_WINDOW_MS is one
// entry, counted.
import type { TargetKind } from './vessels';

export const SAFETY_MESSAGES_PATH = '/api/ais/safety-messages/';

/** Repeats of one message within this window are one entry. */
export const SAFETY_REPEAT_WINDOW_MS = 10 * 60 * 1000;
/** Entries kept (the oldest go first). */
export const SAFETY_LOG_LENGTH = 1000;

export interface SafetyMessage {
  /** Increasing with each new entry. */
  id: number;
  /** The sender's MMSI (9 digits). */
  mmsi: string;
  /** The sender's name when it is a tracked vessel with one; null otherwise. */
  sender_name: string | null;
  /** What the sender is (its MMSI and reports; docs/ais.md). */
  sender_kind: TargetKind;
  /** Message 12 (to one station) or 14 (to all). */
  addressed: boolean;
  /** The destination of an addressed message (9 digits); null when broadcast. */
  destination_mmsi: string | null;
  text: string;
  /** ISO 8601: when first and last heard. */
  received_at: string;
  last_received_at: string;
  /** How often it was heard within the repeat window. */
  count: number;
}
