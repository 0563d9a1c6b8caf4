// The app menu: the group 'Panele' (every registered panel with a menu
// label: opens it and closes the one that was open), visibility toggles for
// trains, atons and vessels, and logout (which also closes the menu). A
// panel's count (its `menuBadge`, e.g. the unacknowledged alerts) shows on
// the menu button and beside its entry. The open menu closes on Esc (the
// escape stack) and on a press anywhere outside it.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import { session } from '../session';
import { PANELS } from '../panels/registry';
import { liveLayers, toggleLayer, type LiveLayer } from '../store/layers';
import { openPanel } from '../store/ui';
import { useEscape } from './escapeStack';

const ORDER: LiveLayer[] = ['trains', 'atons', 'vessels'];
const MENU_PANELS = Object.entries(PANELS).filter(([, spec]) => spec.menuLabel !== undefined);
const MENU_BADGES = MENU_PANELS.flatMap(([id, spec]) => (spec.menuBadge ? [[id, spec.menuBadge] as const] : []));

export function AppMenu() {
  const [open, setOpen] = useState(false);
  const layers = useSnapshot(liveLayers);
  const root = useRef<HTMLDivElement>(null);
  useEscape(() => setOpen(false), { active: open });
  useEffect(() => {
    if (!open) return;
    // Capture: the chart canvas and the panels keep their presses to themselves.
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [open]);
  return (
    <div className="app-menu" ref={root}>
      <button type="button" className="app-menu__button" aria-expanded={open} aria-label={pl.menu.open} onClick={() => setOpen(!open)}>
        {pl.menu.icon}
        {MENU_BADGES.map(([id, Badge]) => (
          <Badge key={id} />
        ))}
      </button>
      {open && (
        <div className="app-menu__panel" role="menu">
          {MENU_PANELS.length > 0 && (
            <div role="group" aria-label={pl.panels.menuGroup} className="app-menu__group">
              <div className="app-menu__heading">{pl.panels.menuGroup}</div>
              {MENU_PANELS.map(([id, spec]) => (
                <button
                  key={id}
                  type="button"
                  role="menuitem"
                  className="app-menu__entry"
                  onClick={() => {
                    setOpen(false);
                    openPanel(id);
                  }}
                >
                  {spec.menuLabel}
                  {spec.menuBadge && <spec.menuBadge />}
                </button>
              ))}
            </div>
          )}
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
