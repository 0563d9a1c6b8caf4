import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEPTH_DEBOUNCE_MS, DepthDraft, depthToSave } from './depthInput';

describe('depth_when_white input', () => {
  afterEach(() => vi.useRealTimers());

  it('parses the typed depth; a failed parse uses 3; 0 and below are not saved', () => {
    expect(depthToSave('5.5')).toBe(5.5);
    expect(depthToSave(' 7,2 ')).toBe(7.2);
    expect(depthToSave('')).toBe(3);
    expect(depthToSave('abc')).toBe(3);
    expect(depthToSave('0')).toBeNull();
    expect(depthToSave('-2')).toBeNull();
    expect(depthToSave('1e400')).toBeNull();
  });

  it('saves only after 3.5 s without typing, the last value typed', () => {
    vi.useFakeTimers();
    const saved: number[] = [];
    let reverted = 0;
    const draft = new DepthDraft(
      (m) => saved.push(m),
      () => (reverted += 1),
    );
    draft.typed('1');
    vi.advanceTimersByTime(2000);
    draft.typed('12');
    vi.advanceTimersByTime(DEPTH_DEBOUNCE_MS - 1);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([12]);
    draft.typed('0');
    vi.advanceTimersByTime(DEPTH_DEBOUNCE_MS);
    expect(saved).toEqual([12]);
    expect(reverted).toBe(1);
  });

  it('saves a waiting value at once when flushed, nothing when cancelled', () => {
    vi.useFakeTimers();
    const saved: number[] = [];
    const draft = new DepthDraft(
      (m) => saved.push(m),
      () => undefined,
    );
    draft.typed('4');
    draft.flush();
    expect(saved).toEqual([4]);
    draft.typed('9');
    draft.cancel();
    vi.advanceTimersByTime(DEPTH_DEBOUNCE_MS * 2);
    expect(saved).toEqual([4]);
  });
});
