// The settings gear at bottom left: opens (and closes) the settings panel.
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import { SETTINGS_PANEL } from '../panels/registry';
import { togglePanel, ui } from '../store/ui';

export function SettingsGear() {
  const { panel } = useSnapshot(ui);
  const open = panel === SETTINGS_PANEL;
  return (
    <button type="button" className="settings-gear" aria-label={pl.settings.open} title={pl.settings.open} aria-pressed={open} onClick={() => togglePanel(SETTINGS_PANEL)}>
      {pl.settings.gearIcon}
    </button>
  );
}
