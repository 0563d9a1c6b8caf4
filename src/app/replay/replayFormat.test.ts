import { describe, expect, it } from 'vitest';
import { formatMoment, localDateTimeValue, parseLocalDateTime } from './replayFormat';

describe('replay moments', () => {
  it('round-trips a moment through the date and time field (local time, whole seconds)', () => {
    const ms = new Date(2026, 10, 29, 9, 5, 7).getTime();
    expect(localDateTimeValue(ms)).toBe('2026-11-29T09:05:07');
    expect(formatMoment(ms)).toBe('2026-11-29 09:05:07');
    expect(parseLocalDateTime('2026-11-29T09:05:07')).toBe(ms);
    expect(parseLocalDateTime('2026-11-29T09:05')).toBe(ms - 7000);
  });

  it('refuses what is not a date and time', () => {
    expect(parseLocalDateTime('')).toBeNull();
    expect(parseLocalDateTime('jutro')).toBeNull();
    expect(parseLocalDateTime('2026-13-45T99:00')).toBeNull();
  });
});
