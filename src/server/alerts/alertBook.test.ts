// The alert book over a real SQLite file: lifecycle with its audit trail,
// what survives a restart (closed 'restart', snoozes kept), pruning.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../protocol/alerts';
import { openDatabase } from '../db/database';
import { sqliteStore } from '../db/store';
import { ALERT_RETENTION_DAYS, AlertBook, type AlertDraft } from './alertBook';

const dir = mkdtempSync(join(tmpdir(), 'traxis-book-'));
const db = openDatabase(dir);
const store = sqliteStore(db);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const draft = (key: string): AlertDraft => ({
  kind: 'integrity',
  key,
  vessels: [{ id: 8_400_000, mmsi: '261000001', name: 'AMBER', latitude: 54.6, longitude: 18.8, speed: 10, course: 90 }],
  reason: 'Nieprawidłowy MMSI: same jednakowe cyfry',
  conflict: null,
  integrity: { rule: 'invalid_mmsi', count: 1, last_seen_at: '2026-11-23T10:00:00.000Z', values: {} },
});

describe('AlertBook', () => {
  it('opens once per key, acknowledges, snoozes, and survives a restart', async () => {
    let nowMs = Date.UTC(2026, 10, 23, 10, 0, 0);
    const user = await store.users.create('operator', 'x');
    if (!user) throw new Error('no user');
    const book = new AlertBook(store.alerts, () => nowMs);
    await book.start();
    const [a, b] = await book.open([draft('integrity:261000001:invalid_mmsi'), draft('integrity:261000002:invalid_mmsi'), draft('integrity:261000001:invalid_mmsi')]);
    expect(book.openAlerts()).toHaveLength(2);
    expect(await book.open([draft('integrity:261000001:invalid_mmsi')])).toEqual([]);
    if (!a || !b) throw new Error('not opened');
    const published: Alert[][] = [];
    book.channel.publish = (items: Alert[]) => void published.push(items);
    const ack = await book.acknowledge(a.id, { id: user.id, username: 'operator' });
    expect('alert' in ack && ack.alert.state).toBe('acknowledged');
    expect(published.flat().map((x) => [x.id, x.state])).toContainEqual([a.id, 'acknowledged']);
    nowMs += 60_000;
    const snoozed = await book.snooze(b.id, { id: user.id, username: 'operator' });
    expect('alert' in snoozed && snoozed.alert.close_reason).toBe('snoozed');
    expect(book.isSnoozed(b.key)).toBe(true);
    expect(await book.open([draft(b.key)])).toEqual([]);
    expect(await book.acknowledge(b.id, { id: user.id, username: 'operator' })).toEqual({ error: 'closed' });
    expect(await book.acknowledge(999, { id: user.id, username: 'operator' })).toEqual({ error: 'not_found' });

    // A restart: what was open is closed ('restart'), the snooze holds.
    nowMs += 60_000;
    const again = new AlertBook(store.alerts, () => nowMs);
    await again.start();
    expect(again.openAlerts()).toEqual([]);
    const detail = await again.detail(a.id);
    expect(detail?.alert.close_reason).toBe('restart');
    expect(detail?.alert.acknowledged_by).toBe('operator');
    expect(detail?.events.map((e) => [e.event, e.user])).toEqual([
      ['opened', null],
      ['acknowledged', 'operator'],
      ['closed', null],
    ]);
    expect(again.isSnoozed(b.key)).toBe(true);
    nowMs += 60 * 60_000;
    expect(again.isSnoozed(b.key)).toBe(false);

    // Closed alerts are kept ALERT_RETENTION_DAYS, then pruned with their events.
    expect(await again.list('closed', undefined, 10)).toHaveLength(2);
    nowMs += (ALERT_RETENTION_DAYS + 1) * 86_400_000;
    expect(await again.prune()).toBe(2);
    expect(await again.detail(a.id)).toBeUndefined();
    expect(db.prepare('SELECT COUNT(*) AS n FROM alert_events').get()).toEqual({ n: 0 });
  });
});
