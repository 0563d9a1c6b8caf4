// Applies the theme (day, dusk or night) to the whole console: `data-theme`
// on the document root selects theme/theme.css's colours. Signed in: the
// preferences' theme, remembered for the next login screen; before the
// preferences load and after logout: the remembered one.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { chartPreferences } from '../store/preferences';
import { rememberTheme, rememberedTheme, validTheme } from './rememberedTheme';

export { validTheme } from './rememberedTheme';

export function useDocumentTheme(): void {
  const prefs = useSnapshot(chartPreferences);
  const theme = prefs.loaded ? validTheme(prefs.value.ui_settings.theme) : rememberedTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    if (prefs.loaded) rememberTheme(theme);
  }, [theme, prefs.loaded]);
}
