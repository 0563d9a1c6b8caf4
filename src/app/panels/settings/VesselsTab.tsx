// Statki: the motion vector length slider (spec section 5: 1-60 minutes,
// step 1, default 6) and the vessel blacklist — the same editor as the
// Jammer panel (panels/jammer/BlacklistEditor.tsx), so both behave alike —
// and the conflict alerts' threshold, horizon and minimum speed.
import { useId } from 'react';
import { VECTOR_LENGTH_MAX_MIN, VECTOR_LENGTH_MIN_MIN } from '../../../protocol/preferences';
import { pl } from '../../i18n/pl';
import { resources } from '../../resources';
import { BlacklistEditor } from '../jammer/BlacklistEditor';
import { usePreferenceSlider, usePreferences } from './usePreferenceSlider';
import { VtsSettingsForm } from './VtsSettingsForm';

export function VesselsTab() {
  const prefs = usePreferences();
  const id = useId();
  const slider = usePreferenceSlider(
    prefs.chart_settings.vector_length,
    (v) => ({ chart_settings: { vector_length: v } }),
    (v) => resources.preferences.vectorLength(v),
    pl.settings.saveFailed('vector_length'),
  );
  return (
    <>
      <div className="settings-section">
        <label htmlFor={id} className="settings-field__label">
          {pl.vesselsTab.vectorLabel}
          <output htmlFor={id} className="settings-field__value">
            {pl.vesselsTab.vectorValue(slider.value)}
          </output>
        </label>
        <input
          id={id}
          type="range"
          className="settings-slider"
          min={VECTOR_LENGTH_MIN_MIN}
          max={VECTOR_LENGTH_MAX_MIN}
          step={1}
          value={slider.value}
          aria-valuetext={pl.vesselsTab.vectorValue(slider.value)}
          onChange={(event) => slider.onChange(Math.round(Number(event.target.value)))}
        />
      </div>
      <VtsSettingsForm />
      <section className="settings-section" aria-label={pl.vesselsTab.blacklistHeading}>
        <h3 className="settings-section__title">{pl.vesselsTab.blacklistHeading}</h3>
        <BlacklistEditor />
      </section>
    </>
  );
}
