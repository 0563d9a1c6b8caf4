// The side panels by id: the panel host shows the open one (store/ui.ts);
// the app menu's group 'Panele' lists those with a menu label. A new panel
// is one entry here and one folder beside this file.
import type { ComponentType } from 'react';
import { pl } from '../i18n/pl';
import { AlertsMenuCount } from './alerts/AlertsMenuCount';
import { AlertsPanel } from './alerts/AlertsPanel';
import { JammerPanel } from './jammer/JammerPanel';
import { BlitzPanel } from './blitz/BlitzPanel';
import { ALERTS_PANEL_WIDTH_PX } from './alerts/alertsPanelSize';
import { ALERTS_PANEL, ZONES_PANEL } from './panelIds';
import { ZonesPanel } from './zones/ZonesPanel';
import { MessageLogPanel } from './messageLog/MessageLogPanel';
import { AtonsPanel } from './atons/AtonsPanel';
import { SettingsPanel } from './settings/SettingsPanel';
import { TrainsPanel } from './trains/TrainsPanel';
import { VesselsPanel } from './vessels/VesselsPanel';

export interface PanelSpec {
  /** Header text. */
  title: string;
  /** Item text in the app menu's group 'Panele' (none: opened elsewhere, e.g. the palette). */
  menuLabel?: string;
  /** Which side of the screen. */
  side: 'left' | 'right';
  widthPx: number;
  /** Stacking level of the panel's overlay (spec: the trains panel 1040). */
  zIndex?: number;
  /** True: a click on the backdrop (the chart around) closes the panel; false: the chart stays usable. */
  modal: boolean;
  component: ComponentType<{ onClose: () => void }>;
  /** A count shown on the app menu's button and beside the menu entry (renders nothing when there is nothing to count). */
  menuBadge?: ComponentType;
}

/** The settings panel's id (opened by the gear at bottom left). */
export const SETTINGS_PANEL = 'settings';
/** The panels the tool palette opens (spec section 2: opening one closes the other). */
export const BLITZ_PANEL = 'blitz';
export const JAMMER_PANEL = 'jammer';
/** The management panels of the app menu's group 'Panele'. */
export const TRAINS_PANEL = 'trains';
export const ATONS_PANEL = 'atons';
export const VESSELS_PANEL = 'vessels';
export { ALERTS_PANEL, ZONES_PANEL };
export const MESSAGE_LOG_PANEL = 'ais-messages';

export const PANELS: Readonly<Record<string, PanelSpec>> = {
  [SETTINGS_PANEL]: { title: pl.settings.title, side: 'right', widthPx: 400, modal: false, component: SettingsPanel },
  [JAMMER_PANEL]: { title: pl.jammer.title, side: 'left', widthPx: 320, modal: false, component: JammerPanel },
  [BLITZ_PANEL]: { title: pl.blitz.title, side: 'left', widthPx: 300, modal: false, component: BlitzPanel },
  [TRAINS_PANEL]: { title: pl.trainsPanel.title, menuLabel: pl.trainsPanel.menuLabel, side: 'right', widthPx: 440, zIndex: 1040, modal: true, component: TrainsPanel },
  [ATONS_PANEL]: { title: pl.atonsPanel.title, menuLabel: pl.atonsPanel.menuLabel, side: 'right', widthPx: 460, modal: true, component: AtonsPanel },
  [VESSELS_PANEL]: { title: pl.vesselsPanel.title, menuLabel: pl.vesselsPanel.menuLabel, side: 'right', widthPx: 560, modal: true, component: VesselsPanel },
  // Not modal: the chart stays usable beside it, showing the picked alert.
  [ALERTS_PANEL]: {
    title: pl.alertsPanel.title,
    menuLabel: pl.alertsPanel.menuLabel,
    side: 'right',
    widthPx: ALERTS_PANEL_WIDTH_PX,
    modal: false,
    component: AlertsPanel,
    menuBadge: AlertsMenuCount,
  },
  // Not modal: the chart stays usable beside it (a zone is shown on it).
  [ZONES_PANEL]: { title: pl.zonesPanel.title, menuLabel: pl.zonesPanel.menuLabel, side: 'right', widthPx: 380, modal: false, component: ZonesPanel },
  [MESSAGE_LOG_PANEL]: { title: pl.messageLog.title, menuLabel: pl.messageLog.menuLabel, side: 'right', widthPx: 520, modal: false, component: MessageLogPanel },
};
