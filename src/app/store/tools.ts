// Which chart tools are on (the palette reads it; the chart host switches
// the tools of the controller to match).
import { proxy } from 'valtio';

export const toolsState = proxy<{ on: Record<string, boolean> }>({ on: {} });

export function setToolOn(name: string, on: boolean): void {
  toolsState.on[name] = on;
}

export function toggleTool(name: string): void {
  setToolOn(name, !toolsState.on[name]);
}

/** Every tool off (signed out). */
export function resetTools(): void {
  for (const name of Object.keys(toolsState.on)) toolsState.on[name] = false;
}
