// The signed-in user's preferences (theme, layers, depth, map visibility,
// wheel sensitivity, vector length). Loaded by the shell on sign-in
// (`updateChartPreferences`: `loaded` becomes true, and it is the saved
// state); the settings panel shows a change at once (`showChartPreferences`)
// and confirms or reverts it after saving (store/preferenceChanges.ts). The
// chart reads `value` directly each frame.
import { proxy } from 'valtio';
import { DEFAULT_PREFERENCES, type Preferences } from '../../protocol/preferences';

export const chartPreferences = proxy<{ value: Preferences; version: number; loaded: boolean }>({
  value: structuredClone(DEFAULT_PREFERENCES),
  version: 0,
  loaded: false,
});

/** The preferences as the server last confirmed them (loaded or saved): a failed save returns to these. */
let saved: Preferences = structuredClone(DEFAULT_PREFERENCES);

export const savedChartPreferences = (): Preferences => saved;

/** The preferences as loaded from the server: shown and saved. */
export function updateChartPreferences(value: Preferences): void {
  saved = structuredClone(value);
  showChartPreferences(value);
}

/** Shows a change at once (the chart and the panel follow) before the server has confirmed it. */
export function showChartPreferences(value: Preferences): void {
  chartPreferences.value = value;
  chartPreferences.version += 1;
  chartPreferences.loaded = true;
}

/** The server confirmed a change: it is the saved state now. */
export function confirmChartPreferences(value: Preferences): void {
  saved = structuredClone(value);
}

/** Signed out: back to the defaults, not loaded. */
export function resetChartPreferences(): void {
  saved = structuredClone(DEFAULT_PREFERENCES);
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
