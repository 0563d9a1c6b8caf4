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
