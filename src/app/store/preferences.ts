// The signed-in user's preferences (theme, layers, depth, map visibility,
// wheel sensitivity, vector length). Loaded by the shell on sign-in
// (`loaded` becomes true); a settings panel calls `updateChartPreferences`
// after saving. The chart reads `value` directly each frame.
import { proxy } from 'valtio';
import { DEFAULT_PREFERENCES, type Preferences } from '../../protocol/preferences';

export const chartPreferences = proxy<{ value: Preferences; version: number; loaded: boolean }>({
  value: structuredClone(DEFAULT_PREFERENCES),
  version: 0,
  loaded: false,
});

export function updateChartPreferences(value: Preferences): void {
  chartPreferences.value = value;
  chartPreferences.version += 1;
  chartPreferences.loaded = true;
}

/** Signed out: back to the defaults, not loaded. */
export function resetChartPreferences(): void {
  chartPreferences.value = structuredClone(DEFAULT_PREFERENCES);
  chartPreferences.version += 1;
  chartPreferences.loaded = false;
}

/** Loads the preferences; failures are only logged (spec section 8) and give the defaults. */
export async function fetchPreferences(load: () => Promise<Partial<Preferences>>): Promise<Preferences> {
  try {
    const p = await load();
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
