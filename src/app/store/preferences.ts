// The signed-in user's preferences (theme, layers, depth, map visibility,
// wheel sensitivity, vector length). Loaded by the shell on sign-in
// (`updateChartPreferences`: `loaded` becomes true, and it is the saved
// state); the settings panel shows a change at once (`showChartPreferences`)
// and confirms or reverts it after saving (store/preferenceChanges.ts). The
// chart reads `value` directly each frame.
import { proxy } from 'valtio';
import { FETCHED_CHART_LAYERS, isLayerEnabled } from '../../protocol/chart';
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

/** Whether a change alters how every chart is drawn (theme, layers or depth): the visible charts are re-attached. */
export function chartsAffected(a: Preferences, b: Preferences): boolean {
  return (
    a.ui_settings.theme !== b.ui_settings.theme ||
    a.chart_settings.depth_when_white !== b.chart_settings.depth_when_white ||
    JSON.stringify(a.layer_visibility) !== JSON.stringify(b.layer_visibility)
  );
}

/** The charts a map_visibility change shows and hides (each attached or detached alone). */
export function visibilityChanges(a: Preferences, b: Preferences): { shown: string[]; hidden: string[] } {
  const names = new Set([...Object.keys(a.map_visibility), ...Object.keys(b.map_visibility)]);
  const shown: string[] = [];
  const hidden: string[] = [];
  for (const name of names) {
    const before = a.map_visibility[name] === true;
    const after = b.map_visibility[name] === true;
    if (after && !before) shown.push(name);
    if (before && !after) hidden.push(name);
  }
  return { shown, hidden };
}

/** The names of the visible charts. */
export const visibleCharts = (p: Preferences): string[] =>
  Object.entries(p.map_visibility)
    .filter(([, v]) => v)
    .map(([k]) => k);

/** The enabled layers of the cells to fetch, in draw order. */
export const enabledLayers = (p: Preferences): string[] => FETCHED_CHART_LAYERS.filter((n) => isLayerEnabled(p.layer_visibility, n));

/** Only the colours differ (theme or depth_when_white): same layers and charts. */
export function coloursOnly(a: Preferences, b: Preferences): boolean {
  return JSON.stringify(a.layer_visibility) === JSON.stringify(b.layer_visibility) && visibleCharts(a).sort().join('\u0000') === visibleCharts(b).sort().join('\u0000');
}
