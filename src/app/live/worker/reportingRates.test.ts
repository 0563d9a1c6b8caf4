import { describe, expect, it } from 'vitest';
import { lostAfterMs, lostAtMs, reportingIntervalS, stationClass, type ReportingTarget } from './reportingRates';

const a = (speed: number | null, nav_status: ReportingTarget['nav_status'] = 'UnderWayUsingEngine'): ReportingTarget => ({ speed, nav_status });
const b = (speed: number | null): ReportingTarget => ({ speed, nav_status: 'NotDefined' });

describe('reporting rates (ITU-R M.1371-5 Tables 1 and 2)', () => {
  it('class A: 3 min at anchor or moored up to 3 kn, else 10 s up to 14 kn, 6 s up to 23 kn, 2 s above', () => {
    expect(reportingIntervalS(a(0, 'AtAnchor'))).toBe(180);
    expect(reportingIntervalS(a(3, 'Moored'))).toBe(180);
    expect(reportingIntervalS(a(3.1, 'AtAnchor'))).toBe(10);
    expect(reportingIntervalS(a(null, 'AtAnchor'))).toBe(180);
    expect(reportingIntervalS(a(0))).toBe(10);
    expect(reportingIntervalS(a(14))).toBe(10);
    expect(reportingIntervalS(a(14.1))).toBe(6);
    expect(reportingIntervalS(a(23))).toBe(6);
    expect(reportingIntervalS(a(23.1))).toBe(2);
    expect(reportingIntervalS(a(null))).toBe(10);
  });

  it('class B (taken for a target without a navigation status): 3 min up to 2 kn, 30 s above', () => {
    expect(stationClass(b(5))).toBe('B-CS');
    expect(stationClass(a(5, 'EngagedInFishing'))).toBe('A');
    expect(reportingIntervalS(b(2))).toBe(180);
    expect(reportingIntervalS(b(2.1))).toBe(30);
    expect(reportingIntervalS(b(30))).toBe(30);
    expect(reportingIntervalS(b(null))).toBe(180);
  });

  it('SAR aircraft 10 s; AIS-SART, MOB and EPIRB once a minute', () => {
    expect(reportingIntervalS({ ...a(120), target_kind: 'sar_aircraft' })).toBe(10);
    expect(reportingIntervalS({ ...a(0), target_kind: 'sart' })).toBe(60);
    expect(reportingIntervalS({ ...a(0), target_kind: 'epirb' })).toBe(60);
  });

  it('lost after the longer of 3 missed reports and 30 s, at most 6 minutes', () => {
    expect(lostAfterMs(a(10))).toBe(30_000);
    expect(lostAfterMs(a(30))).toBe(30_000);
    expect(lostAfterMs(b(8))).toBe(90_000);
    expect(lostAfterMs(a(0, 'AtAnchor'))).toBe(360_000);
    expect(lostAfterMs(b(0))).toBe(360_000);
    expect(lostAfterMs({ ...a(0), target_kind: 'sart' })).toBe(180_000);
    expect(lostAtMs(a(10), 1_000)).toBe(31_000);
  });
});
