// The shader sources of the layer kinds made later than the chart's start
// (chart cells, coastline, tools), started compiling as soon as the live
// layers exist (gl/program.ts prewarmPrograms): they compile while the
// chart's data loads, instead of holding up the frame of the first layer
// that needs them (on a software GPU a program takes 100-300 ms).
import type { ShaderSources } from '../gl/program';
import { FILL_FRAGMENT, FILL_VERTEX } from './fill/fillShaders';
import { LINE_FRAGMENT, LINE_VERTEX } from './line/lineShaders';
import { ECHO_FRAGMENT, ECHO_VERTEX, SCOPE_FRAGMENT, SCOPE_VERTEX } from './radar/radarShaders';
import { SYMBOL_FRAGMENT, SYMBOL_VERTEX } from './symbol/symbolShaders';
import { TEXT_FRAGMENT, TEXT_VERTEX } from './text/textShaders';

export const PROGRAM_SOURCES: readonly ShaderSources[] = [
  [FILL_VERTEX, FILL_FRAGMENT],
  [LINE_VERTEX, LINE_FRAGMENT],
  [SYMBOL_VERTEX, SYMBOL_FRAGMENT],
  [TEXT_VERTEX, TEXT_FRAGMENT],
  [SCOPE_VERTEX, SCOPE_FRAGMENT],
  [ECHO_VERTEX, ECHO_FRAGMENT],
];
