// The shader sources of the layer kinds made later than the chart's start
// (chart cells, coastline, tools, the vessels' highlight rings), started compiling as soon as the live
// layers exist (gl/program.ts prewarmPrograms): they compile while the
// chart's data loads, instead of holding up the frame of the first layer
// that needs them (on a software GPU a program takes 100-300 ms).
import type { ShaderSources } from '../gl/program';
import { FILL_PROGRAM } from './fill/fillShaders';
import { LINE_PROGRAM } from './line/lineShaders';
import { ECHO_PROGRAM, SCOPE_PROGRAM } from './radar/radarShaders';
import { SYMBOL_PROGRAM } from './symbol/symbolShaders';
import { TEXT_PROGRAM } from './text/textShaders';
import { VESSEL_RING_PROGRAM } from './vessels/vesselRingShaders';

export const PROGRAM_SOURCES: readonly ShaderSources[] = [FILL_PROGRAM, LINE_PROGRAM, SYMBOL_PROGRAM, TEXT_PROGRAM, SCOPE_PROGRAM, ECHO_PROGRAM, VESSEL_RING_PROGRAM];
