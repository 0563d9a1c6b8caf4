import { describe, expect, it } from 'vitest';
import { rememberTheme, rememberedTheme, THEME_STORAGE_KEY } from './rememberedTheme';
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

describe('remembered theme', () => {
  it('keeps the last theme for the login screen; anything unreadable is day', () => {
    const items = new Map<string, string>();
    const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
    expect(rememberedTheme(storage)).toBe('day');
    rememberTheme('night', storage);
    expect(items.get(THEME_STORAGE_KEY)).toBe('night');
    expect(rememberedTheme(storage)).toBe('night');
    items.set(THEME_STORAGE_KEY, 'purple');
    expect(rememberedTheme(storage)).toBe('day');
    expect(rememberedTheme(null)).toBe('day');
  });
});
