import { describe, expect, it } from 'vitest';
import { atonAppearance } from './atonAppearance';

describe('aton appearance', () => {
  it('integrated wins over active, else inactive', () => {
    expect(atonAppearance({ active: false, integrated: false })).toBe('inactive');
    expect(atonAppearance({ active: true, integrated: false })).toBe('active');
    expect(atonAppearance({ active: true, integrated: true })).toBe('integrated');
    expect(atonAppearance({ active: false, integrated: true })).toBe('integrated');
  });
});
