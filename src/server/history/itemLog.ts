// The atons', stations', warnings' and open alerts' lists as they change:
// each list the streams publish is compared with the last one, item by item
// (its JSON), and only the items that changed, came or went are written;
// alerts change by their lifecycle events (closed: gone). Every hour, and
// after a start or a failed write, each list is written whole (a keyframe),
// so a moment is read back from the last keyframe before it and the changes
// after it. The lists are kept in step even while writing is stopped.
import type { ItemRow } from '../db/history/backend';
import { encodeBody } from './bodyCodec';
import { ALERT_EVENT_CODES, ITEM_KINDS, itemKey, type AlertRecord, type ItemKind, type ListRecord } from './records';

export const KEYFRAME_EVERY_MS = 3_600_000;

const KINDS = Object.keys(ITEM_KINDS) as ItemKind[];

export interface ItemChanges {
  items: ItemRow[];
  keyframes: { kind: number; tMs: number }[];
}

const row = (kind: ItemKind, key: string, tMs: number, json: string | null, event: number | null = null): ItemRow => ({
  kind: ITEM_KINDS[kind],
  key,
  tMs,
  body: json === null ? null : encodeBody(json),
  event,
});

export class ItemLog {
  /** Each list's items by key, as JSON. */
  private readonly lists = new Map<ItemKind, Map<string, string>>(KINDS.map((kind) => [kind, new Map()]));
  /** Per kind, the hour of its last keyframe (none yet: the next changes come with one). */
  private readonly keyframeHour = new Map<ItemKind, number>();

  /** The rows of a batch's lists and alert events, and the keyframes due at `nowMs`. */
  changes(lists: readonly ListRecord[], alerts: readonly AlertRecord[], nowMs: number): ItemChanges {
    const out: ItemChanges = { items: [], keyframes: [] };
    for (const list of lists) this.compare(list, out.items);
    const open = this.lists.get('alert') ?? new Map<string, string>();
    for (const { tMs, event, alert } of alerts) {
      const key = itemKey('alert', alert);
      const code = ALERT_EVENT_CODES[event];
      if (alert.state === 'closed') {
        open.delete(key);
        out.items.push(row('alert', key, tMs, null, code));
      } else {
        const json = JSON.stringify(alert);
        open.set(key, json);
        out.items.push(row('alert', key, tMs, json, code));
      }
    }
    const hour = Math.floor(nowMs / KEYFRAME_EVERY_MS);
    for (const kind of KINDS) {
      if (this.keyframeHour.get(kind) === hour) continue;
      this.keyframeHour.set(kind, hour);
      out.keyframes.push({ kind: ITEM_KINDS[kind], tMs: nowMs });
      for (const [key, json] of this.lists.get(kind) ?? []) out.items.push(row(kind, key, nowMs, json));
    }
    return out;
  }

  /** The next changes come with keyframes of every list (after a write that failed). */
  rewriteAll(): void {
    this.keyframeHour.clear();
  }

  private compare(list: ListRecord, rows: ItemRow[]): void {
    const before = this.lists.get(list.kind) ?? new Map<string, string>();
    const after = new Map<string, string>();
    for (const item of list.items) {
      const key = itemKey(list.kind, item);
      const json = JSON.stringify(item);
      after.set(key, json);
      if (before.get(key) !== json) rows.push(row(list.kind, key, list.tMs, json));
    }
    for (const key of before.keys()) if (!after.has(key)) rows.push(row(list.kind, key, list.tMs, null));
    this.lists.set(list.kind, after);
  }
}
