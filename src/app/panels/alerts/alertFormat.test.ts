import { describe, expect, it } from 'vitest';
import { testConflict, testIntegrity } from '../../alerts/testAlert';
import { ageText, alertSubject, cpaText, tcpaText, vesselsText } from './alertFormat';

describe('alert cell texts', () => {
  it('names both vessels (MMSI alone without a name), CPA to 0.01 NM and TCPA to 0.1 min with a comma', () => {
    const alert = testConflict(1, 6.46);
    expect(vesselsText(alert)).toEqual(['ALFA 1 (261000001)', '262000001']);
    expect(alertSubject(alert)).toBe('ALFA 1 (261000001) — 262000001');
    expect(cpaText(alert)).toBe('0,12 NM');
    expect(tcpaText(alert)).toBe('6,5 min');
    expect(tcpaText(testConflict(2, -0.2))).toBe('0,0 min');
    expect(cpaText(testIntegrity(3, '2026-11-23T09:00:00Z'))).toBeNull();
  });

  it('gives the age in seconds, minutes, or hours and minutes', () => {
    const opened = '2026-11-23T09:00:00.000Z';
    const at = (s: number) => Date.parse(opened) + s * 1000;
    expect(ageText(opened, at(42))).toBe('42 s');
    expect(ageText(opened, at(61))).toBe('1 min');
    expect(ageText(opened, at(3 * 3600 + 125))).toBe('3 h 2 min');
    expect(ageText(opened, at(-5))).toBe('0 s');
  });
});
