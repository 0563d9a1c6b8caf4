import { describe, expect, it } from 'vitest';
import { formatLat, formatLon, formatRangeNm } from './coords';

describe('coordinate formats', () => {
  it('shows 8 decimals with hemisphere letters', () => {
    expect(formatLat(54.53)).toBe('54.53000000 N');
    expect(formatLat(-12.5)).toBe('12.50000000 S');
    expect(formatLon(18.54)).toBe('18.54000000 E');
    expect(formatLon(-70.123456789)).toBe('70.12345679 W');
  });

  it('takes other precisions (cards use 6 and 4)', () => {
    expect(formatLat(54.53, 6)).toBe('54.530000 N');
    expect(formatLon(18.54, 4)).toBe('18.5400 E');
  });

  it('shows the range to 3 decimals', () => {
    expect(formatRangeNm(24)).toBe('24.000');
    expect(formatRangeNm(1.23456)).toBe('1.235');
  });
});
