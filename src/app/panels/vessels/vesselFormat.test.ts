import { describe, expect, it } from 'vitest';
import { ageText, courseText, speedText, typeText } from './vesselFormat';

describe('vessel list cells', () => {
  it('shows speed and course to 1 decimal, N/A when missing', () => {
    expect(speedText(12.345)).toBe('12.3 kn');
    expect(speedText(NaN)).toBe('N/A');
    expect(courseText(359.96)).toBe('360.0°');
    expect(courseText(NaN)).toBe('N/A');
  });

  it('names the type category', () => {
    expect(typeText(52)).toBe('Holownik');
    expect(typeText(-1)).toBe('N/A');
  });

  it('shows the age in seconds, minutes or hours', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(ageText(now - 4_500, now)).toBe('4 s');
    expect(ageText(now + 2_000, now)).toBe('0 s');
    expect(ageText(now - 125_000, now)).toBe('2 min');
    expect(ageText(now - 7_300_000, now)).toBe('2 h');
    expect(ageText(NaN, now)).toBe('N/A');
  });
});
