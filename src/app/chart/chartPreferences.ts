// The signed-in user's preferences as the chart uses them (theme, layers,
// depth, map visibility, wheel sensitivity, vector length). Loaded on
// sign-in; a settings panel calls `updateChartPreferences` after saving.
import { proxy } from 'valtio';
import { DEFAULT_PREFERENCES, PREFERENCES_PATH, type Preferences } from '../../protocol/preferences';

export const chartPreferences = proxy<{ value: Preferences; version: number }>({
  value: structuredClone(DEFAULT_PREFERENCES),
  version: 0,
});

export function updateChartPreferences(value: Preferences): void {
  chartPreferences.value = value;
  chartPreferences.version += 1;
}

/** Loads the preferences; failures are only logged (spec section 8) and give the defaults. */
export async function fetchPreferences(api: <T>(path: string) => Promise<T>): Promise<Preferences> {
  try {
    const p = await api<Partial<Preferences>>(PREFERENCES_PATH);
    return {
      ui_settings: { ...DEFAULT_PREFERENCES.ui_settings, ...p.ui_settings },
      layer_visibility: { ...p.layer_visibility },
      chart_settings: { ...DEFAULT_PREFERENCES.chart_settings, ...p.chart_settings },
      map_visibility: { ...p.map_visibility },
    };
  } catch (error) {
    console.error(error);
    return structuredClone(DEFAULT_PREFERENCES);
  }
}

/** Whether a change needs the charts re-attached (theme, layers, depth or visible maps). */
export function chartsAffected(a: Preferences, b: Preferences): boolean {
  return (
    a.ui_settings.theme !== b.ui_settings.theme ||
    a.chart_settings.depth_when_white !== b.chart_settings.depth_when_white ||
    JSON.stringify(a.layer_visibility) !== JSON.stringify(b.layer_visibility) ||
    JSON.stringify(a.map_visibility) !== JSON.stringify(b.map_visibility)
  );
}
