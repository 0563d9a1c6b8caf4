// The chart tools by name: switching one on (store/tools.ts) creates it
// from here; the controller never names a tool.
import { createCameraTool } from './camera/cameraTool';
import type { ToolFactory } from './chartTool';

/** The palette's tools by the spec's names (their buttons' aria-labels). */
export const TOOL_NAMES = {
  capture: 'Capture',
  camera: 'Camera',
  radar: 'Radar',
  ruler: 'Ruler',
  marker: 'Marker',
  blitz: 'Blitz',
  jammer: 'Jammer',
} as const;

export const TOOL_FACTORIES: Readonly<Record<string, ToolFactory>> = {
  [TOOL_NAMES.camera]: (ctx) => createCameraTool(ctx, TOOL_NAMES.camera),
};
