// The atons', stations', warnings' and open alerts' lists as they change:
// each list the streams publish is compared with the last one, item by item
// (its JSON), and only the items that changed, came or went are written;
// alerts change by their lifecycle events (closed: gone). Every hour, and
// after a start or a failed write, each list is written whole (a keyframe),
// so a moment is read back from the last keyframe before it and the changes
// after it. The lists are kept in step even while writing is stopped.
import type { AlertEventRow, ItemRow } from '../db/history/backend';
import { ITEM_KINDS, itemKey, type AlertRecord, type ItemKind, type ListRecord } from './records';

export const KEYFRAME_EVERY_MS = 3_600_000;

const KINDS = Object.keys(ITEM_KINDS) as ItemKind[];

export interface ItemChanges {
  items: ItemRow[];
  keyframes: { kind: number; tMs: number }[];
  alertEvents: AlertEventRow[];
}

export class ItemLog {
  private readonly lists = new Map<ItemKind, Map<string, string>>(KINDS.map((kind) => [kind, new Map()]));
  /** Per kind, the hour of its last keyframe (none yet: the next changes come with one). */
  private readonly keyframeHour = new Map<ItemKind, number>();

  /** The rows of a batch's lists and alert events, and the keyframes due at `nowMs`. */
  changes(lists: readonly ListRecord[], alerts: readonly AlertRecord[], nowMs: number): ItemChanges {
    const out: ItemChanges = { items: [], keyframes: [], alertEvents: [] };
    for (const list of lists) this.compare(list, out.items);
    for (const { tMs, event, alert } of alerts) {
      out.alertEvents.push({ tMs, alertId: alert.id, kind: alert.kind, event });
      const open = this.lists.get('alert');
      const key = String(alert.id);
      if (alert.state === 'closed') {
        if (open?.delete(key)) out.items.push({ kind: ITEM_KINDS.alert, key, tMs, body: null });
      } else {
        const body = JSON.stringify(alert);
        open?.set(key, body);
        out.items.push({ kind: ITEM_KINDS.alert, key, tMs, body });
      }
    }
    const hour = Math.floor(nowMs / KEYFRAME_EVERY_MS);
    for (const kind of KINDS) {
      if (this.keyframeHour.get(kind) === hour) continue;
      this.keyframeHour.set(kind, hour);
      out.keyframes.push({ kind: ITEM_KINDS[kind], tMs: nowMs });
      for (const [key, body] of this.lists.get(kind) ?? []) out.items.push({ kind: ITEM_KINDS[kind], key, tMs: nowMs, body });
    }
    return out;
  }

  /** The next changes come with keyframes of every list (after a write that failed). */
  rewriteAll(): void {
    this.keyframeHour.clear();
  }

  private compare(list: ListRecord, rows: ItemRow[]): void {
    const kind = ITEM_KINDS[list.kind];
    const before = this.lists.get(list.kind) ?? new Map<string, string>();
    const after = new Map<string, string>();
    for (const item of list.items) {
      const key = itemKey(list.kind, item);
      const body = JSON.stringify(item);
      after.set(key, body);
      if (before.get(key) !== body) rows.push({ kind, key, tMs: list.tMs, body });
    }
    for (const key of before.keys()) if (!after.has(key)) rows.push({ kind, key, tMs: list.tMs, body: null });
    this.lists.set(list.kind, after);
  }
}
