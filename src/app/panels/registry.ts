// The side panels by id: the panel host shows the open one (store/ui.ts);
// the app menu's group 'Panele' lists those with a menu label. A new panel
// is one entry here and one folder beside this file.
import type { ComponentType } from 'react';
import { pl } from '../i18n/pl';
import { JammerPanel } from './jammer/JammerPanel';
import { SettingsPanel } from './settings/SettingsPanel';

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
}

/** The settings panel's id (opened by the gear at bottom left). */
export const SETTINGS_PANEL = 'settings';
/** The panels the tool palette opens (spec section 2: opening one closes the other). */
export const BLITZ_PANEL = 'blitz';
export const JAMMER_PANEL = 'jammer';

export const PANELS: Readonly<Record<string, PanelSpec>> = {
  [SETTINGS_PANEL]: { title: pl.settings.title, side: 'right', widthPx: 400, modal: false, component: SettingsPanel },
  [JAMMER_PANEL]: { title: pl.jammer.title, side: 'left', widthPx: 320, modal: false, component: JammerPanel },
};
