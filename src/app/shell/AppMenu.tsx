// The app menu: visibility toggles for trains, atons and vessels, and
// logout (which also closes the menu).
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import { session } from '../session';
import { liveLayers, toggleLayer, type LiveLayer } from '../store/layers';

const ORDER: LiveLayer[] = ['trains', 'atons', 'vessels'];

export function AppMenu() {
  const [open, setOpen] = useState(false);
  const layers = useSnapshot(liveLayers);
  return (
    <div className="app-menu">
      <button type="button" className="app-menu__button" aria-expanded={open} aria-label={pl.menu.open} onClick={() => setOpen(!open)}>
        {pl.menu.icon}
      </button>
      {open && (
        <div className="app-menu__panel" role="menu">
          <div className="app-menu__heading">{pl.menu.layersHeading}</div>
          {ORDER.map((layer) => (
            <label key={layer} className="app-menu__item">
              <input type="checkbox" role="menuitemcheckbox" checked={layers[layer]} onChange={() => toggleLayer(layer)} />
              {pl.layers[layer]}
            </label>
          ))}
          <button
            type="button"
            role="menuitem"
            className="app-menu__logout"
            onClick={() => {
              setOpen(false);
              void session.logout();
            }}
          >
            {pl.menu.logout}
          </button>
        </div>
      )}
    </div>
  );
}
