// The last theme the console was shown in, kept in local storage, so the
// login overlay (before any preferences load, and after logout) keeps the
// operator's night or dusk colours instead of flashing the day theme.
import { THEMES, type Theme } from '../../protocol/preferences';

export const THEME_STORAGE_KEY = 'traxis_theme';

/** Only the three themes are accepted (spec section 5); anything else is day. */
export const validTheme = (value: unknown): Theme => (THEMES.includes(value as Theme) ? (value as Theme) : 'day');

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): ThemeStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedTheme(storage: ThemeStorage | null = browserStorage()): Theme {
  return validTheme(storage?.getItem(THEME_STORAGE_KEY));
}

export function rememberTheme(theme: Theme, storage: ThemeStorage | null = browserStorage()): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch (error) {
    // A full or disabled storage only costs the login overlay its theme.
    console.warn(error);
  }
}
