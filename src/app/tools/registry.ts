// The chart tools by name: switching one on (store/tools.ts) creates it
// from here; the controller never names a tool.
import type { ToolFactory } from './chartTool';

export const TOOL_FACTORIES: Readonly<Record<string, ToolFactory>> = {};
