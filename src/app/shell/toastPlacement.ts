// Where the toasts stand (spec: top right): at the top right of the chart
// area left free, so a toast never covers the header (and close button) of
// a panel open on the right, and below the top bar (which it would reach
// once moved left of the panel).
import type { PanelSpec } from '../panels/registry';

/** The gap between a right-hand panel (8 px from the edge) and the toasts. */
const PANEL_GAP_PX = 16;
/** A toast's width (react-toastify's default) and the margin kept on a narrow screen. */
const TOAST_WIDTH_PX = 320;
const EDGE_PX = 16;

/** The top of a right-hand panel (panels.css), under the top bar. */
const PANEL_TOP_PX = 48;

/** The toast container's CSS `top` and `right` with this panel open (undefined: the library's defaults). */
export function toastPlacement(panel: Pick<PanelSpec, 'side' | 'widthPx'> | undefined): { top: string; right: string } | undefined {
  if (!panel || panel.side !== 'right') return undefined;
  // On a screen too narrow for both, the toasts stay on screen (over the panel).
  return { top: `${PANEL_TOP_PX}px`, right: `max(${EDGE_PX}px, min(${panel.widthPx + PANEL_GAP_PX}px, calc(100vw - ${TOAST_WIDTH_PX + EDGE_PX}px)))` };
}
