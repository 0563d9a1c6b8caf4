// The chart layer switches of the Wygląd tab: every layer the chart draws,
// with its Polish name and S-57 acronym (spec section 3: an empty map means
// all on; otherwise a layer is on unless explicitly false).
import { CHART_LAYERS, isLayerEnabled } from '../../../protocol/chart';
import { pl } from '../../i18n/pl';
import { resources } from '../../resources';
import { changePreferences } from '../../store/preferenceChanges';
import { usePreferences } from './usePreferenceSlider';

function setLayers(change: Record<string, boolean>): void {
  const patch = { layer_visibility: change };
  void changePreferences(patch, () => resources.preferences.patch(patch), pl.settings.saveFailed('layer_visibility'));
}

const allLayers = (on: boolean): Record<string, boolean> => Object.fromEntries(CHART_LAYERS.map((l) => [l.name, on]));

export function LayerList() {
  const visibility = usePreferences().layer_visibility;
  return (
    <fieldset className="settings-section settings-layers">
      <legend className="settings-section__title">{pl.appearance.layersHeading}</legend>
      <div className="settings-layers__bulk">
        <button type="button" className="settings-button settings-button--small" onClick={() => setLayers(allLayers(true))}>
          {pl.appearance.allOn}
        </button>
        <button type="button" className="settings-button settings-button--small" onClick={() => setLayers(allLayers(false))}>
          {pl.appearance.allOff}
        </button>
      </div>
      <ul className="settings-layers__list">
        {CHART_LAYERS.map(({ name }) => (
          <li key={name}>
            <label className="settings-switch">
              <input
                type="checkbox"
                role="switch"
                checked={isLayerEnabled(visibility, name)}
                onChange={(event) => setLayers({ [name]: event.target.checked })}
              />
              <span className="settings-switch__label">{pl.chartLayerLabels[name] ?? name}</span>
              <code className="settings-switch__code">{name}</code>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
