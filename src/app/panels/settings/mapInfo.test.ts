import { describe, expect, it } from 'vitest';
import { coverageView, formatS57Date, formatScale } from './mapInfo';

describe('chart file details', () => {
  it('shows S-57 dates as DD.MM.YYYY', () => {
    expect(formatS57Date('20231115')).toBe('15.11.2023');
    expect(formatS57Date(' 19990101 ')).toBe('01.01.1999');
    expect(formatS57Date('2023')).toBe('2023');
    expect(formatS57Date(null)).toBeNull();
  });

  it('groups the scale denominator; none for the default priority', () => {
    expect(formatScale(80000)).toBe('80\u00a0000');
    expect(formatScale(1500000)).toBe('1\u00a0500\u00a0000');
    expect(formatScale(999)).toBe('999');
    expect(formatScale(0.1)).toBeNull();
  });

  it('fits a coverage box on the screen', () => {
    // 0.2 deg of latitude at 54.5 N is 12 NM: the half height needs about 6 NM.
    const tall = coverageView([18.4, 54.4, 18.5, 54.6], 1000, 1000);
    expect(tall.centre.lonDeg).toBeCloseTo(18.45, 6);
    expect(tall.centre.latDeg).toBeCloseTo(54.5, 2);
    expect(tall.rangeNm).toBeGreaterThan(6);
    expect(tall.rangeNm).toBeLessThan(6 * 1.2);
    // 1 deg of longitude at 54.5 N is about 34.8 NM: on a wide screen the width decides less than on a tall one.
    const wideBox = [18, 54.49, 19, 54.51] as const;
    const onWide = coverageView(wideBox, 2000, 1000).rangeNm;
    const onTall = coverageView(wideBox, 1000, 2000).rangeNm;
    expect(onWide).toBeCloseTo((34.8 / 2) * 0.5 * 1.15, 0);
    expect(onTall).toBeCloseTo(onWide * 4, 0);
    expect(coverageView([18, 54, 18, 54], 100, 100).rangeNm).toBe(0.5);
  });
});
