// The chart tools by name: switching one on (store/tools.ts) creates it
// from here; the controller never names a tool.
import { createCameraTool } from './camera/cameraTool';
import type { ToolFactory } from './chartTool';
import { TOOL_NAMES } from './toolNames';
import { markerTool } from './marker/markerTool';
import { pencilTool } from './pencil/pencilTool';
import { radarTool } from './radar/radarTool';
import { rulerTool } from './ruler/rulerTool';

export { TOOL_NAMES } from './toolNames';

export const TOOL_FACTORIES: Readonly<Record<string, ToolFactory>> = {
  [TOOL_NAMES.ruler]: rulerTool,
  [TOOL_NAMES.marker]: markerTool,
  [TOOL_NAMES.pencil]: pencilTool,
  [TOOL_NAMES.radar]: radarTool,
  [TOOL_NAMES.camera]: (ctx) => createCameraTool(ctx, TOOL_NAMES.camera),
};
