// Where the toasts stand (spec: top right): at the top right of the chart
// area left free. With no panel on the right, below the chart's
// CENTER/CURSOR readouts (the library's default place covered them); with a
// panel open on the right, left of it (never over its header and close
// button) and below the top bar.
import type { PanelSpec } from '../panels/registry';

/** The gap between a right-hand panel (8 px from the edge) and the toasts. */
const PANEL_GAP_PX = 16;
/** A toast's width (react-toastify's default) and the margin kept on a narrow screen. */
const TOAST_WIDTH_PX = 320;
const EDGE_PX = 16;

/** The top of a right-hand panel (panels.css), under the top bar. */
const PANEL_TOP_PX = 48;
/** Below the chart's readouts (chartStatus.css: 52 px from the top, two lines), 8 px from the edge as they are. */
const BELOW_READOUTS_TOP_PX = 100;
const READOUTS_RIGHT_PX = 8;

/** The toast container's CSS `top` and `right` with this panel open. */
export function toastPlacement(panel: Pick<PanelSpec, 'side' | 'widthPx'> | undefined): { top: string; right: string } {
  if (!panel || panel.side !== 'right') return { top: `${BELOW_READOUTS_TOP_PX}px`, right: `${READOUTS_RIGHT_PX}px` };
  // On a screen too narrow for both, the toasts stay on screen (over the panel).
  return { top: `${PANEL_TOP_PX}px`, right: `max(${EDGE_PX}px, min(${panel.widthPx + PANEL_GAP_PX}px, calc(100vw - ${TOAST_WIDTH_PX + EDGE_PX}px)))` };
}
