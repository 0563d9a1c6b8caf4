// Sterowanie: the wheel sensitivity slider (spec section 5: 0.01-1, step
// 0.01, shown as a percentage; default 0.3), applied to zoom at once.
import { useId } from 'react';
import { WHEEL_SENSITIVITY_MAX, WHEEL_SENSITIVITY_MIN } from '../../../protocol/preferences';
import { pl } from '../../i18n/pl';
import { resources } from '../../resources';
import { usePreferenceSlider, usePreferences } from './usePreferenceSlider';

export const WHEEL_SENSITIVITY_STEP = 0.01;

export function ControlsTab() {
  const prefs = usePreferences();
  const id = useId();
  const slider = usePreferenceSlider(
    prefs.chart_settings.wheel_sensitivity,
    (v) => ({ chart_settings: { wheel_sensitivity: v } }),
    (v) => resources.preferences.wheelSensitivity(v),
    pl.settings.saveFailed('wheel_sensitivity'),
  );
  const percent = Math.round(slider.value * 100);
  return (
    <div className="settings-section">
      <label htmlFor={id} className="settings-field__label">
        {pl.controlsTab.wheelLabel}
        <output htmlFor={id} className="settings-field__value">
          {pl.controlsTab.wheelValue(percent)}
        </output>
      </label>
      <input
        id={id}
        type="range"
        className="settings-slider"
        min={WHEEL_SENSITIVITY_MIN}
        max={WHEEL_SENSITIVITY_MAX}
        step={WHEEL_SENSITIVITY_STEP}
        value={slider.value}
        aria-valuetext={pl.controlsTab.wheelValue(percent)}
        onChange={(event) => slider.onChange(Number(event.target.value))}
      />
    </div>
  );
}
