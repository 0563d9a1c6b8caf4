// The left tool palette (spec section 2): Capture (not a toggle), the
// toggles Camera, Radar, Ruler and Marker (highlighted and aria-pressed when
// on, an info toast with the icon when switched on), Blitz and Jammer (open
// their panels; one side panel at a time, so each closes the other). The
// aria-labels are the spec's tool names, the tooltips Polish.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useChart } from '../../chart/chartHandle';
import { pl } from '../../i18n/pl';
import { BLITZ_PANEL, JAMMER_PANEL } from '../../panels/registry';
import { toggleTool, toolsState } from '../../store/tools';
import { togglePanel, ui } from '../../store/ui';
import { captureScreen } from '../capture/captureScreen';
import { blitzState } from '../lightning/blitzSettings';
import { TOOL_NAMES } from '../toolNames';
import { ToolIcon } from './ToolIcon';
import { useToolToasts } from './toolToasts';
import './palette.css';

const TOGGLES = [TOOL_NAMES.camera, TOOL_NAMES.radar, TOOL_NAMES.ruler, TOOL_NAMES.marker] as const;
const PANEL_BUTTONS = [
  { name: TOOL_NAMES.blitz, panel: BLITZ_PANEL },
  { name: TOOL_NAMES.jammer, panel: JAMMER_PANEL },
] as const;

export function ToolPalette() {
  const chart = useChart();
  const { on } = useSnapshot(toolsState);
  const { panel } = useSnapshot(ui);
  const blitz = useSnapshot(blitzState);
  const [capturing, setCapturing] = useState(false);
  useToolToasts();

  const capture = async () => {
    const root = document.querySelector<HTMLElement>('.main-view');
    if (!chart || !root || capturing) return;
    setCapturing(true);
    try {
      await captureScreen(root, chart.capture());
    } finally {
      setCapturing(false);
    }
  };

  const button = (name: string, extra: string) => `tool-palette__button${extra}`;
  return (
    <nav className="tool-palette" aria-label={pl.tools.paletteLabel}>
      <button type="button" className={button(TOOL_NAMES.capture, capturing ? ' tool-palette__button--busy' : '')} aria-label={TOOL_NAMES.capture} title={capturing ? pl.tools.captureBusy : pl.tools.titles[TOOL_NAMES.capture]} aria-busy={capturing} onClick={() => void capture()}>
        <ToolIcon name={TOOL_NAMES.capture} />
      </button>
      {TOGGLES.map((name) => {
        const pressed = on[name] === true;
        return (
          <button key={name} type="button" className={button(name, pressed ? ' tool-palette__button--on' : '')} aria-label={name} title={pl.tools.titles[name]} aria-pressed={pressed} onClick={() => toggleTool(name)}>
            <ToolIcon name={name} />
          </button>
        );
      })}
      {PANEL_BUTTONS.map(({ name, panel: id }) => {
        const active = name === TOOL_NAMES.blitz && blitz.on;
        return (
          <button key={name} type="button" className={button(name, `${panel === id ? ' tool-palette__button--open' : ''}${active ? ' tool-palette__button--active' : ''}`)} aria-label={name} title={pl.tools.titles[name]} aria-haspopup="dialog" aria-expanded={panel === id} onClick={() => togglePanel(id)}>
            <ToolIcon name={name} />
          </button>
        );
      })}
    </nav>
  );
}
