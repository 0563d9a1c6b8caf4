// Status texts of the tools that are on (the ruler's 'Active: Ruler - 1.234
// NM'), shown above the status bar; each tool owns one line.
import { proxy } from 'valtio';

export const toolStatus = proxy<{ byTool: Record<string, string> }>({ byTool: {} });

export function setToolStatus(tool: string, text: string): void {
  if (toolStatus.byTool[tool] !== text) toolStatus.byTool[tool] = text;
}

export function clearToolStatus(tool: string): void {
  delete toolStatus.byTool[tool];
}
