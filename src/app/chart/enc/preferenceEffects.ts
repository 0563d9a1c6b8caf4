// What a preferences change means for the attached charts: which charts are
// visible, which layers are fetched, whether a change re-attaches every
// chart, only recolours them, or shows and hides some (chartAttachments.ts).
import { FETCHED_CHART_LAYERS, isLayerEnabled } from '../../../protocol/chart';
import type { Preferences } from '../../../protocol/preferences';

/** Whether a change alters how every chart is drawn (theme, layers or depth): the visible charts are re-attached. */
export function chartsAffected(a: Preferences, b: Preferences): boolean {
  return (
    a.ui_settings.theme !== b.ui_settings.theme ||
    a.chart_settings.depth_when_white !== b.chart_settings.depth_when_white ||
    JSON.stringify(a.layer_visibility) !== JSON.stringify(b.layer_visibility)
  );
}

/** The charts a map_visibility change shows and hides (each attached or detached alone). */
export function visibilityChanges(a: Preferences, b: Preferences): { shown: string[]; hidden: string[] } {
  const names = new Set([...Object.keys(a.map_visibility), ...Object.keys(b.map_visibility)]);
  const shown: string[] = [];
  const hidden: string[] = [];
  for (const name of names) {
    const before = a.map_visibility[name] === true;
    const after = b.map_visibility[name] === true;
    if (after && !before) shown.push(name);
    if (before && !after) hidden.push(name);
  }
  return { shown, hidden };
}

/** The names of the visible charts. */
export const visibleCharts = (p: Preferences): string[] =>
  Object.entries(p.map_visibility)
    .filter(([, v]) => v)
    .map(([k]) => k);

/** The enabled layers of the cells to fetch, in draw order. */
export const enabledLayers = (p: Preferences): string[] => FETCHED_CHART_LAYERS.filter((n) => isLayerEnabled(p.layer_visibility, n));

/** Only the colours differ (theme or depth_when_white): same layers and charts. */
export function coloursOnly(a: Preferences, b: Preferences): boolean {
  return JSON.stringify(a.layer_visibility) === JSON.stringify(b.layer_visibility) && visibleCharts(a).sort().join('\u0000') === visibleCharts(b).sort().join('\u0000');
}
