// The settings panel (spec section 2: top right, 400 px wide). Its six tabs
// come with the settings issue; until then it holds the logout button.
import { pl } from '../../i18n/pl';
import { session } from '../../session';
import './settings.css';

export function SettingsPanel({ onClose }: { onClose: () => void }) {
  return (
    <div className="settings-panel">
      <button
        type="button"
        className="settings-panel__logout"
        onClick={() => {
          onClose();
          void session.logout();
        }}
      >
        {pl.settings.logout}
      </button>
    </div>
  );
}
