// Wygląd: the theme (day, dusk, night), the chart layers (LayerList.tsx)
// and depth_when_white (saved 3.5 s after the last keystroke, only above 0).
// A theme, layer or depth change re-attaches the visible charts about
// 100 ms later (chart/enc/chartAttachments.ts follows the preferences).
import { useEffect, useId, useState } from 'react';
import { THEMES, type Theme } from '../../../protocol/preferences';
import { pl } from '../../i18n/pl';
import { resources } from '../../resources';
import { changePreferences } from '../../store/preferenceChanges';
import { validTheme } from '../../theme/useDocumentTheme';
import { DEPTH_MIN_M, DEPTH_STEP_M, DepthDraft } from './depthInput';
import { LayerList } from './LayerList';
import { usePreferences } from './usePreferenceSlider';

function setTheme(theme: Theme): void {
  void changePreferences({ ui_settings: { theme } }, () => resources.preferences.patch({ ui_settings: { theme } }), pl.settings.saveFailed('theme'));
}

function saveDepth(depthM: number): void {
  const patch = { chart_settings: { depth_when_white: depthM } };
  void changePreferences(patch, () => resources.preferences.patch(patch), pl.settings.saveFailed('depth_when_white'));
}

function ThemeChoice() {
  const theme = validTheme(usePreferences().ui_settings.theme);
  return (
    <fieldset className="settings-section settings-choice">
      <legend className="settings-section__title">{pl.appearance.themeHeading}</legend>
      {THEMES.map((t) => (
        <label key={t} className={t === theme ? 'settings-choice__option settings-choice__option--on' : 'settings-choice__option'}>
          <input type="radio" name="theme" value={t} checked={t === theme} onChange={() => setTheme(t)} />
          {pl.appearance.themes[t]}
        </label>
      ))}
    </fieldset>
  );
}

function DepthInput() {
  const depth = usePreferences().chart_settings.depth_when_white;
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [draft] = useState(
    () =>
      new DepthDraft(
        (depthM) => {
          setText(null);
          saveDepth(depthM);
        },
        () => setText(null),
      ),
  );
  // Leaving the tab while a value waits saves it now.
  useEffect(() => () => draft.flush(), [draft]);
  return (
    <div className="settings-section">
      <label htmlFor={id} className="settings-field__label">
        {pl.appearance.depthLabel}
      </label>
      <input
        id={id}
        type="number"
        className="settings-input settings-input--short"
        step={DEPTH_STEP_M}
        min={DEPTH_MIN_M}
        value={text ?? String(depth)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          draft.typed(event.target.value);
        }}
      />
      <p id={`${id}-hint`} className="settings-hint">
        {text !== null ? pl.appearance.depthSaving : pl.appearance.depthHint}
      </p>
    </div>
  );
}

export function AppearanceTab() {
  return (
    <>
      <ThemeChoice />
      <DepthInput />
      <LayerList />
    </>
  );
}
