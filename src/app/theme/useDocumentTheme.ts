// Applies the preferences' theme (day, dusk or night) to the whole console:
// `data-theme` on the document root selects theme/theme.css's colours.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { THEMES, type Theme } from '../../protocol/preferences';
import { chartPreferences } from '../store/preferences';

/** Only the three themes are accepted (spec section 5); anything else is day. */
export const validTheme = (value: unknown): Theme => (THEMES.includes(value as Theme) ? (value as Theme) : 'day');

export function useDocumentTheme(): void {
  const theme = validTheme(useSnapshot(chartPreferences).value.ui_settings.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}
