import { describe, expect, it } from 'vitest';
import { validTheme } from './useDocumentTheme';

describe('theme', () => {
  it('accepts only day, dusk and night (anything else is day)', () => {
    expect(validTheme('night')).toBe('night');
    expect(validTheme('dusk')).toBe('dusk');
    expect(validTheme('day')).toBe('day');
    expect(validTheme('NIGHT')).toBe('day');
    expect(validTheme(undefined)).toBe('day');
  });
});
