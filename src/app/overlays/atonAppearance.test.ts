import { describe, expect, it } from 'vitest';
import { atonAppearance, atonShape } from './atonAppearance';

describe('aton appearance', () => {
  it('integrated wins over active, else inactive', () => {
    expect(atonAppearance({ active: false, integrated: false })).toBe('inactive');
    expect(atonAppearance({ active: true, integrated: false })).toBe('active');
    expect(atonAppearance({ active: true, integrated: true })).toBe('integrated');
    expect(atonAppearance({ active: false, integrated: true })).toBe('integrated');
  });

  it('a virtual aid is drawn as the dotted diamond, any other as the ring', () => {
    expect(atonShape({ virtual_aid: true })).toBe('virtual');
    expect(atonShape({ virtual_aid: false })).toBe('ring');
    expect(atonShape({})).toBe('ring');
  });
});
