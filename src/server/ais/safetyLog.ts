// The log of AIS safety-related messages (12 addressed, 14 broadcast) for
// the console's message log (GET /api/ais/safety-messages/) and the alerts'
// safety_message event: text, sender, destination and time, newest first.
// Repeats of one message (same sender, destination and text) within
// SAFETY_REPEAT_WINDOW_MS are counted on one entry. Bounded to
// SAFETY_LOG_LENGTH entries.
import { SAFETY_LOG_LENGTH, SAFETY_REPEAT_WINDOW_MS, type SafetyMessage } from '../../protocol/aisSafety';
import type { TargetKind } from '../../protocol/vessels';
import type { AddressedSafety, BroadcastSafety } from './messages';
import { mmsiString } from './vesselFields';

export interface SafetySender {
  name: string | null;
  kind: TargetKind;
}

export class SafetyMessageLog {
  /** Oldest first. */
  private readonly entries: SafetyMessage[] = [];
  private readonly firstMs = new Map<number, number>();
  private nextId = 1;

  constructor(private readonly maxEntries = SAFETY_LOG_LENGTH) {}

  /** Logs a message; returns the new entry, or null when it repeats one heard within the window (counted there). */
  add(message: AddressedSafety | BroadcastSafety, sender: SafetySender, receivedMs: number): SafetyMessage | null {
    const mmsi = mmsiString(message.mmsi);
    const destination = message.type === 12 ? mmsiString(message.destMmsi) : null;
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const entry = this.entries[i];
      if (!entry) continue;
      if (receivedMs - (this.firstMs.get(entry.id) ?? 0) > SAFETY_REPEAT_WINDOW_MS) break;
      if (entry.mmsi !== mmsi || entry.destination_mmsi !== destination || entry.text !== message.text) continue;
      const repeated = { ...entry, count: entry.count + 1, last_received_at: new Date(Math.max(receivedMs, Date.parse(entry.last_received_at))).toISOString() };
      this.entries[i] = repeated;
      return null;
    }
    const at = new Date(receivedMs).toISOString();
    const entry: SafetyMessage = {
      id: this.nextId++,
      mmsi,
      sender_name: sender.name,
      sender_kind: sender.kind,
      addressed: message.type === 12,
      destination_mmsi: destination,
      text: message.text,
      received_at: at,
      last_received_at: at,
      count: 1,
    };
    this.entries.push(entry);
    this.firstMs.set(entry.id, receivedMs);
    while (this.entries.length > this.maxEntries) {
      const dropped = this.entries.shift();
      if (dropped) this.firstMs.delete(dropped.id);
    }
    return entry;
  }

  /** The entries, newest first, leaving out those `hidden` says (e.g. blacklisted senders). */
  list(hidden: (mmsi: string) => boolean = () => false): SafetyMessage[] {
    const out: SafetyMessage[] = [];
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const entry = this.entries[i];
      if (entry && !hidden(entry.mmsi)) out.push(entry);
    }
    return out;
  }

  get size(): number {
    return this.entries.length;
  }
}
