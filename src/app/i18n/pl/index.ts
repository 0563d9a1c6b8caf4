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

export const pl = {
  ...app,
  ...shell,
  ...cards,
  ...catalogues,
  ...chart,
  ...panels,
  ...settings,
  ...jammer,
} as const;
