// The top bar: layer toggles 'Pociągi', 'Atony', 'Statki' (highlighted when
// their layer is visible), the time machine's buttons ('Ślady',
// 'Odtwarzanie'), the language flags and the app menu.
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import { ReplayButton } from '../replay/ReplayButton';
import { liveLayers, toggleLayer, type LiveLayer } from '../store/layers';
import { AppMenu } from './AppMenu';
import { FlagSwitcher } from './FlagSwitcher';
import './shell.css';

const ORDER: LiveLayer[] = ['trains', 'atons', 'vessels'];

export function TopBar() {
  const layers = useSnapshot(liveLayers);
  return (
    <nav className="top-bar">
      {ORDER.map((layer) => (
        <button
          key={layer}
          type="button"
          className={layers[layer] ? 'top-bar__toggle top-bar__toggle--on' : 'top-bar__toggle'}
          aria-pressed={layers[layer]}
          onClick={() => toggleLayer(layer)}
        >
          {pl.layers[layer]}
        </button>
      ))}
      <ReplayButton />
      <FlagSwitcher />
      <AppMenu />
    </nav>
  );
}
