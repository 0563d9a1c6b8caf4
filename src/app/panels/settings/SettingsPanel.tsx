// The settings panel (spec section 2: top right, 400 px wide): six tabs
// ('Wygląd', 'Symbolika', 'Mapy', 'Statki', 'Sterowanie', 'Kamery'; one
// file each beside this one; arrow keys move between them) and the logout
// button 'Wyloguj'. Every change is saved through the spec's calls.
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { pl } from '../../i18n/pl';
import { session } from '../../session';
import { AppearanceTab } from './AppearanceTab';
import { CamerasTab } from './CamerasTab';
import { ControlsTab } from './ControlsTab';
import { MapsTab } from './MapsTab';
import { SymbolsTab } from './SymbolsTab';
import { VesselsTab } from './VesselsTab';
import './settings.css';

type TabId = keyof typeof pl.settings.tabs;

const TABS: readonly [TabId, ComponentType][] = [
  ['appearance', AppearanceTab],
  ['symbols', SymbolsTab],
  ['maps', MapsTab],
  ['vessels', VesselsTab],
  ['controls', ControlsTab],
  ['cameras', CamerasTab],
];

/** The tab shown when the panel opens again. */
const remembered: { tab: TabId } = { tab: 'appearance' };

export function SettingsPanel({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<TabId>(remembered.tab);
  const id = useId();
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  useEffect(() => {
    remembered.tab = tab;
  }, [tab]);
  const onKey = (event: KeyboardEvent) => {
    const index = TABS.findIndex(([t]) => t === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : step !== 0 ? (index + step + TABS.length) % TABS.length : null;
    if (target === null) return;
    event.preventDefault();
    const next = TABS[target]?.[0];
    if (!next) return;
    setTab(next);
    buttons.current[next]?.focus();
  };
  const Body = TABS.find(([t]) => t === tab)?.[1] ?? AppearanceTab;
  return (
    <div className="settings-panel">
      <div className="settings-panel__tabs" role="tablist" aria-label={pl.settings.tabsLabel} onKeyDown={onKey}>
        {TABS.map(([t]) => (
          <button
            key={t}
            ref={(el) => {
              buttons.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t}`}
            aria-selected={t === tab}
            aria-controls={`${id}-panel`}
            tabIndex={t === tab ? 0 : -1}
            className={t === tab ? 'settings-panel__tab settings-panel__tab--on' : 'settings-panel__tab'}
            onClick={() => setTab(t)}
          >
            {pl.settings.tabs[t]}
          </button>
        ))}
      </div>
      <div className="settings-panel__body" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        <Body />
      </div>
      <footer className="settings-panel__footer">
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
      </footer>
    </div>
  );
}
