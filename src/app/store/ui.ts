// What the console shows around the chart: the one side panel open (null:
// none). Opening a panel closes the one that was open.
import { proxy } from 'valtio';

export const ui = proxy<{ panel: string | null }>({ panel: null });

export function openPanel(id: string): void {
  ui.panel = id;
}

export function closePanel(id?: string): void {
  if (id === undefined || ui.panel === id) ui.panel = null;
}

export function togglePanel(id: string): void {
  ui.panel = ui.panel === id ? null : id;
}

declare global {
  interface Window {
    /** The e2e tests' and benchmarks' way to open a panel without its button (like `__traxisChart`). */
    __traxisPanels?: { open(id: string): void; close(id?: string): void };
  }
}

if (typeof window !== 'undefined') window.__traxisPanels = { open: openPanel, close: closePanel };
