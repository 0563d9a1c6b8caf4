// A slider bound to one preference: the chart follows every movement at
// once (shown, not yet saved); the value is saved through the spec's call
// once the slider rests (SLIDER_SAVE_DELAY_MS), or when the tab closes.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Preferences, PreferencesPatch } from '../../../protocol/preferences';
import { chartPreferences } from '../../store/preferences';
import { changePreferences, previewPreferences } from '../../store/preferenceChanges';
import { Debouncer } from '../../lib/debouncer';

export const SLIDER_SAVE_DELAY_MS = 400;

/** The preferences as React reads them. */
export const usePreferences = (): Preferences => useSnapshot(chartPreferences).value as Preferences;

export function usePreferenceSlider(
  value: number,
  toPatch: (value: number) => PreferencesPatch,
  save: (value: number) => Promise<unknown>,
  failedMessage: string,
): { value: number; onChange: (value: number) => void } {
  const [debouncer] = useState(() => new Debouncer(SLIDER_SAVE_DELAY_MS));
  useEffect(() => () => debouncer.flush(), [debouncer]);
  const onChange = (next: number) => {
    if (!Number.isFinite(next)) return;
    previewPreferences(toPatch(next));
    debouncer.schedule(() => void changePreferences(toPatch(next), () => save(next), failedMessage));
  };
  return { value, onChange };
}

/** Logs a load failure once per failure (spec section 8: these failures are only logged). */
export function useLoggedError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [error, message]);
}
