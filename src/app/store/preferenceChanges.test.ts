import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, type Preferences } from '../../protocol/preferences';
import { changePreferences, patchPreferences, previewPreferences, revertPatch, type PreferenceStore } from './preferenceChanges';

function memoryStore(initial: Preferences) {
  const state = { current: structuredClone(initial), saved: structuredClone(initial), shown: 0, logged: [] as string[] };
  const store: PreferenceStore = {
    current: () => state.current,
    saved: () => state.saved,
    show: (p) => {
      state.current = p;
      state.shown += 1;
    },
    confirm: (p) => {
      state.saved = p;
    },
    log: (message) => state.logged.push(message),
  };
  return { state, store };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const base: Preferences = { ...structuredClone(DEFAULT_PREFERENCES), layer_visibility: { DEPARE: false }, map_visibility: { A: true } };

describe('preference changes', () => {
  it('merges a patch key by key and reverts only the keys it names', () => {
    const changed = patchPreferences(base, { layer_visibility: { COALNE: false }, chart_settings: { vector_length: 12 } });
    expect(changed.layer_visibility).toEqual({ DEPARE: false, COALNE: false });
    expect(changed.chart_settings).toEqual({ ...base.chart_settings, vector_length: 12 });
    const other = patchPreferences(changed, { ui_settings: { theme: 'night' } });
    const back = revertPatch(other, base, { layer_visibility: { COALNE: false }, chart_settings: { vector_length: 12 } });
    expect(back.layer_visibility).toEqual({ DEPARE: false });
    expect(back.chart_settings.vector_length).toBe(6);
    expect(back.ui_settings.theme).toBe('night');
    expect(base.layer_visibility).toEqual({ DEPARE: false });
  });

  it('shows a change at once and makes it the saved state when the save succeeds', async () => {
    const { state, store } = memoryStore(base);
    const save = deferred();
    let started = 0;
    const done = changePreferences(
      { ui_settings: { theme: 'dusk' } },
      () => {
        started += 1;
        return save.promise;
      },
      'theme',
      store,
    );
    expect(state.current.ui_settings.theme).toBe('dusk');
    expect(state.saved.ui_settings.theme).toBe('day');
    // The request starts in a task of its own, after the one that showed the change.
    await Promise.resolve();
    expect(started).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toBe(1);
    save.resolve();
    expect(await done).toBe(true);
    expect(state.saved.ui_settings.theme).toBe('dusk');
    expect(state.logged).toEqual([]);
  });

  it('logs a failed save and returns the changed setting to its saved value, keeping other changes', async () => {
    const { state, store } = memoryStore(base);
    const failing = deferred();
    const passing = deferred();
    const a = changePreferences({ chart_settings: { wheel_sensitivity: 0.9 } }, () => failing.promise, 'wheel', store);
    const b = changePreferences({ map_visibility: { B: true } }, () => passing.promise, 'map', store);
    expect(state.current.chart_settings.wheel_sensitivity).toBe(0.9);
    passing.resolve();
    await b;
    failing.reject(new Error('500'));
    expect(await a).toBe(false);
    expect(state.logged).toEqual(['wheel']);
    expect(state.current.chart_settings.wheel_sensitivity).toBe(0.3);
    expect(state.current.map_visibility).toEqual({ A: true, B: true });
    expect(state.saved.map_visibility).toEqual({ A: true, B: true });
  });

  it('previews without saving; the later save confirms or reverts it', async () => {
    const { state, store } = memoryStore(base);
    previewPreferences({ chart_settings: { vector_length: 30 } }, store);
    expect(state.current.chart_settings.vector_length).toBe(30);
    expect(state.saved.chart_settings.vector_length).toBe(6);
    expect(await changePreferences({ chart_settings: { vector_length: 30 } }, () => Promise.reject(new Error('x')), 'vector', store)).toBe(false);
    expect(state.current.chart_settings.vector_length).toBe(6);
  });
});
