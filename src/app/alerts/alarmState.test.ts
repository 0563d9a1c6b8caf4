import { describe, expect, it } from 'vitest';
import { alarmAlerts, alarmSoundState, ALARM_SILENCE_MS } from './alarmState';
import { testConflict, testIntegrity } from './testAlert';

const distress = (id: number, state: 'new' | 'acknowledged' = 'new') => testIntegrity(id, '2026-11-23T09:00:00Z', { kind: 'distress', priority: 'alarm', state, rule: null });

describe('the audible alarm', () => {
  it('sounds for an unacknowledged alarm only, not for warnings nor acknowledged alarms', () => {
    expect(alarmSoundState([testConflict(1, 5), testIntegrity(2, '2026-11-23T09:00:00Z')], 0, 1000)).toBe('off');
    expect(alarmSoundState([distress(3, 'acknowledged')], 0, 1000)).toBe('off');
    expect(alarmSoundState([testConflict(1, 5), distress(4)], 0, 1000)).toBe('sounding');
    expect(alarmAlerts([testConflict(1, 5), distress(4), distress(5, 'acknowledged')]).map((a) => a.id)).toEqual([4]);
  });

  it("is silenced for 30 s by 'Wycisz', then sounds again while the alarm stands", () => {
    const silencedUntil = 10_000 + ALARM_SILENCE_MS;
    expect(alarmSoundState([distress(4)], silencedUntil, 10_000)).toBe('silenced');
    expect(alarmSoundState([distress(4)], silencedUntil, silencedUntil - 1)).toBe('silenced');
    expect(alarmSoundState([distress(4)], silencedUntil, silencedUntil)).toBe('sounding');
    expect(alarmSoundState([], silencedUntil, 10_000)).toBe('off');
  });
});
