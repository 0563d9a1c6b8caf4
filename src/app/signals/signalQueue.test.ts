import { describe, expect, it } from 'vitest';
import { NORMAL_SIGNALS_PER_UPDATE, SignalQueue } from './signalQueue';

function queue() {
  const updates: (() => void)[] = [];
  const q = new SignalQueue((fn) => updates.push(fn));
  const seen: string[] = [];
  q.on((s) => seen.push(s));
  return { q, updates, seen };
}

describe('signal queue', () => {
  it('runs high-priority signals at once and normal ones at the next update, in order', () => {
    const { q, updates, seen } = queue();
    q.push('A');
    q.push('B');
    q.push('ESCAPE', 'high');
    expect(seen).toEqual(['ESCAPE']);
    expect(updates).toHaveLength(1);
    updates.shift()?.();
    expect(seen).toEqual(['ESCAPE', 'A', 'B']);
    expect(q.pending).toBe(0);
    expect(updates).toHaveLength(0);
  });

  it('runs at most 10 normal signals per update and asks for another update for the rest', () => {
    const { q, updates, seen } = queue();
    const names = Array.from({ length: 25 }, (_, i) => `K${i}`);
    for (const n of names) q.push(n);
    expect(updates).toHaveLength(1); // one update asked for, however many signals
    updates.shift()?.();
    expect(seen).toEqual(names.slice(0, NORMAL_SIGNALS_PER_UPDATE));
    expect(NORMAL_SIGNALS_PER_UPDATE).toBe(10);
    expect(updates).toHaveLength(1);
    q.push('HIGH', 'high'); // does not wait for the backlog
    expect(seen.at(-1)).toBe('HIGH');
    updates.shift()?.();
    updates.shift()?.();
    expect(seen.filter((s) => s !== 'HIGH')).toEqual(names);
    expect(updates).toHaveLength(0);
  });

  it('stops calling a removed handler and forgets waiting signals on clear', () => {
    const { q, updates, seen } = queue();
    const other: string[] = [];
    const off = q.on((s) => other.push(s));
    q.push('X', 'high');
    off();
    q.push('Y', 'high');
    expect(other).toEqual(['X']);
    q.push('Z');
    q.clear();
    updates.shift()?.();
    expect(seen).toEqual(['X', 'Y']);
  });
});
