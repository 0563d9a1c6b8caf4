// A preference change from the settings panel: shown at once (the chart and
// the controls follow), saved through the spec's call, and then either
// confirmed as the saved state or — when the save fails — logged and the
// changed settings returned to their saved values (spec section 8: preference
// failures are only logged). Several changes may be in flight; each reverts
// only the settings it changed.
import { snapshot } from 'valtio';
import type { Preferences, PreferencesPatch } from '../../protocol/preferences';
import { nextTask } from '../lib/nextTask';
import { chartPreferences, confirmChartPreferences, savedChartPreferences, showChartPreferences } from './preferences';

/** The preferences with a patch merged in, nested maps key by key (as the server merges a PATCH). */
export function patchPreferences(p: Preferences, patch: PreferencesPatch): Preferences {
  return {
    ui_settings: { ...p.ui_settings, ...patch.ui_settings },
    layer_visibility: { ...p.layer_visibility, ...patch.layer_visibility },
    chart_settings: { ...p.chart_settings, ...patch.chart_settings },
    map_visibility: { ...p.map_visibility, ...patch.map_visibility },
  };
}

type Section = keyof PreferencesPatch;
const SECTIONS: Section[] = ['ui_settings', 'layer_visibility', 'chart_settings', 'map_visibility'];

/** `current` with every setting the patch names back at its value in `saved` (removed where `saved` has none). */
export function revertPatch(current: Preferences, saved: Preferences, patch: PreferencesPatch): Preferences {
  const out = patchPreferences(current, {});
  for (const section of SECTIONS) {
    const keys = Object.keys(patch[section] ?? {});
    const target = out[section] as Record<string, unknown>;
    const source = saved[section] as Record<string, unknown>;
    for (const key of keys) {
      if (key in source) target[key] = source[key];
      else delete target[key];
    }
  }
  return out;
}

export interface PreferenceStore {
  current(): Preferences;
  saved(): Preferences;
  show(p: Preferences): void;
  confirm(p: Preferences): void;
  log(message: string, error: unknown): void;
}

/** The app's preferences store (store/preferences.ts). */
export const appPreferenceStore: PreferenceStore = {
  current: () => snapshot(chartPreferences).value as Preferences,
  saved: savedChartPreferences,
  show: showChartPreferences,
  confirm: confirmChartPreferences,
  log: (message, error) => console.error(message, error),
};

/** Shows a change without saving it (a slider being dragged; the save follows). */
export function previewPreferences(patch: PreferencesPatch, store: PreferenceStore = appPreferenceStore): void {
  store.show(patchPreferences(store.current(), patch));
}

/**
 * Shows the change, saves it with `save` from a task of its own (starting
 * a request costs a slow CPU several ms: the click that changed a setting
 * and its re-render end first), and resolves to true when saved.
 * On failure `failedMessage` is logged with the error and the settings the
 * patch names return to their saved values.
 */
export async function changePreferences(
  patch: PreferencesPatch,
  save: () => Promise<unknown>,
  failedMessage: string,
  store: PreferenceStore = appPreferenceStore,
): Promise<boolean> {
  store.show(patchPreferences(store.current(), patch));
  try {
    await nextTask();
    await save();
    store.confirm(patchPreferences(store.saved(), patch));
    return true;
  } catch (error) {
    store.log(failedMessage, error);
    store.show(revertPatch(store.current(), store.saved(), patch));
    return false;
  }
}
