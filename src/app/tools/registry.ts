// The chart tools by name: switching one on (store/tools.ts) makes the
// chart create it from here (the shell hands these to the chart through
// startChart's options); the controller never names a tool.
import type { ToolFactory } from '../chart/input/chartTool';
import { createCameraTool } from './camera/cameraTool';
import type { AppToolFactory, ToolSources } from './toolContext';
import { TOOL_NAMES } from './toolNames';
import { markerTool } from './marker/markerTool';
import { pencilTool } from './pencil/pencilTool';
import { radarTool } from './radar/radarTool';
import { rulerTool } from './ruler/rulerTool';
import { zoneTool } from './zone/zoneTool';

export { TOOL_NAMES } from './toolNames';

export const TOOL_FACTORIES: Readonly<Record<string, AppToolFactory>> = {
  [TOOL_NAMES.ruler]: rulerTool,
  [TOOL_NAMES.marker]: markerTool,
  [TOOL_NAMES.pencil]: pencilTool,
  [TOOL_NAMES.radar]: radarTool,
  [TOOL_NAMES.zone]: zoneTool,
  [TOOL_NAMES.camera]: (ctx) => createCameraTool(ctx, TOOL_NAMES.camera),
};

/** The tools as the chart creates them: each factory given the app's sources. */
export function chartToolFactories(sources: ToolSources): Record<string, ToolFactory> {
  return Object.fromEntries(Object.entries(TOOL_FACTORIES).map(([name, make]): [string, ToolFactory] => [name, (ctx) => make({ ...ctx, sources })]));
}
