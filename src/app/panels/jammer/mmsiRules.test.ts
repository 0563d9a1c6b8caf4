import { describe, expect, it } from 'vitest';
import { checkMmsi, mmsiInput } from './mmsiRules';

describe('jammer MMSI rules', () => {
  it('keeps digits only, at most 9', () => {
    expect(mmsiInput('21a1-23 456')).toBe('21123456');
    expect(mmsiInput('2111234567890')).toBe('211123456');
    expect(mmsiInput('abc')).toBe('');
  });

  it('does nothing for an empty input, refuses other than 9 digits and duplicates', () => {
    expect(checkMmsi('', [])).toEqual({ kind: 'empty' });
    expect(checkMmsi('12345678', [])).toEqual({ kind: 'invalid' });
    expect(checkMmsi('1234567890', [])).toEqual({ kind: 'invalid' });
    expect(checkMmsi('211123456', ['211123456'])).toEqual({ kind: 'duplicate' });
    expect(checkMmsi('211123456', ['211123457'])).toEqual({ kind: 'ok', mmsi: '211123456' });
  });
});
