// Every Polish string of the console, keyed, one module per area. JSX never
// holds a literal text (the linter enforces it): components read from `pl`.
import * as app from './app';
import * as shell from './shell';
import * as cards from './cards';
import * as catalogues from './catalogues';
import * as chart from './chart';
import * as panels from './panels';
import * as settings from './settings';
import * as jammer from './jammer';
import * as tools from './tools';
import * as panelsForms from './panelsForms';
import * as panelsTrains from './panelsTrains';
import * as panelsAtons from './panelsAtons';
import * as panelsVessels from './panelsVessels';
import * as overlays from './overlays';
import * as cameras from './cameras';
import * as alerts from './alerts';
import * as zones from './zones';
import * as history from './history';

export const pl = {
  ...app,
  ...shell,
  ...cards,
  ...catalogues,
  ...chart,
  ...panels,
  ...settings,
  ...jammer,
  ...tools,
  ...panelsForms,
  ...panelsTrains,
  ...panelsAtons,
  ...panelsVessels,
  ...overlays,
  ...cameras,
  ...alerts,
  ...zones,
  ...history,
} as const;
