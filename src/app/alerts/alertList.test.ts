import { describe, expect, it } from 'vitest';
import { MAX_TOASTS_PER_BATCH, OpenAlerts, sortAlerts, unacknowledgedCount } from './alertList';
import { alertToasts } from './alertToasts';
import { testConflict, testIntegrity } from './testAlert';

describe('OpenAlerts', () => {
  it('replaces the list with a snapshot, merges changes per id, drops closed ones', () => {
    const open = new OpenAlerts();
    open.apply([testConflict(1, 5), testConflict(2, 8)], true);
    open.apply([testConflict(1, 4), { ...testConflict(2, 8), state: 'closed' }], false);
    expect(open.list().map((a) => [a.id, a.conflict?.tcpa_min])).toEqual([[1, 4]]);
    open.apply([testConflict(3, 2)], true);
    expect(open.list().map((a) => a.id)).toEqual([3]);
  });

  it('announces each new unacknowledged conflict once, not integrity findings nor acknowledged ones', () => {
    const open = new OpenAlerts();
    const first = open.apply([testConflict(1, 5), testIntegrity(2, '2026-11-23T09:00:00Z'), testConflict(3, 5, { state: 'acknowledged' })], true);
    expect(first.map((a) => a.id)).toEqual([1]);
    expect(open.apply([testConflict(1, 4)], false)).toEqual([]);
    // A reconnect's snapshot does not announce it again; a new one is.
    expect(open.apply([testConflict(1, 3), testConflict(4, 9)], true).map((a) => a.id)).toEqual([4]);
  });

  it('takes an operator change at once; a closed answer leaves the list', () => {
    const open = new OpenAlerts();
    open.apply([testConflict(1, 5), testConflict(2, 6)], true);
    open.update({ ...testConflict(1, 5), state: 'acknowledged', acknowledged_by: 'admin' });
    open.update({ ...testConflict(2, 6), state: 'closed' });
    expect(open.list().map((a) => [a.id, a.state])).toEqual([[1, 'acknowledged']]);
    expect(unacknowledgedCount(open.list())).toBe(0);
  });
});

describe('sortAlerts', () => {
  it('sorts by priority (alarm first), then newest first, and filters by kind', () => {
    const list = [
      testIntegrity(1, '2026-11-23T09:00:00Z'),
      testConflict(2, 9, { opened_at: '2026-11-23T09:01:00Z' }),
      testIntegrity(3, '2026-11-23T09:05:00Z'),
      testConflict(4, 1.5, { opened_at: '2026-11-23T09:02:00Z' }),
      testIntegrity(5, '2026-11-23T08:00:00Z', { kind: 'distress', priority: 'alarm' }),
    ];
    expect(sortAlerts(list).map((a) => a.id)).toEqual([5, 4, 2, 3, 1]);
    expect(sortAlerts(list, 'integrity').map((a) => a.id)).toEqual([3, 1]);
    expect(unacknowledgedCount(list)).toBe(5);
  });
});

describe('alertToasts', () => {
  it('says who, how close and when; sums up beyond the limit', () => {
    const toasts = alertToasts([testConflict(1, 6.5), testConflict(2, 1), testConflict(3, 2), testConflict(4, 3), testConflict(5, 4)]);
    expect(toasts).toHaveLength(MAX_TOASTS_PER_BATCH + 1);
    expect(toasts.map((t) => t.alertId)).toEqual([2, 3, 4, null]);
    expect(alertToasts([testConflict(1, 6.5)])[0]).toEqual({ id: 'alert-1', text: 'Zagrożenie kolizją: ALFA 1 i 262000001 — CPA 0,12 NM za 6,5 min', alertId: 1 });
    expect(toasts.at(-1)?.text).toBe('Kolejne zagrożenia kolizją: 2 (panel Zagrożenia)');
    expect(alertToasts([])).toEqual([]);
  });
});
