// The default tool: the left button (one finger) drags the chart and picks
// after each frame while held (input/pressPick.ts); a click acts on what
// lies under the pointer; the wheel (and a pinch) zooms.
import type { ChartPointer, ChartTool } from './chartTool';
import { CLICK_SLOP_PX } from './toolRouter';

export interface PanZoomTarget {
  panBy(dxPx: number, dyPx: number): void;
  zoomBy(wheelDelta: number): void;
  /** Picks after each frame while held (and once after a press). */
  holdPick(held: boolean): void;
  /** The held press moved beyond the click slop (a drag, not a click). */
  dragged(): void;
  /** A left click: acts on what lies under the pointer; true when it did. */
  click(e: ChartPointer): boolean;
}

export const DEFAULT_TOOL_NAME = 'PanZoomPick';

export function panZoomPickTool(target: PanZoomTarget): ChartTool {
  let pressedAt: { xPx: number; yPx: number } | null = null;
  return {
    name: DEFAULT_TOOL_NAME,
    press: (e: ChartPointer) => {
      if (e.button !== 'left') return false;
      pressedAt = { xPx: e.xPx, yPx: e.yPx };
      target.holdPick(true);
      return true;
    },
    drag: (e: ChartPointer) => {
      if (pressedAt && Math.hypot(e.xPx - pressedAt.xPx, e.yPx - pressedAt.yPx) > CLICK_SLOP_PX) {
        pressedAt = null;
        target.dragged();
      }
      target.panBy(e.dxPx, e.dyPx);
      return true;
    },
    release: () => {
      pressedAt = null;
      target.holdPick(false);
      return true;
    },
    click: (e: ChartPointer) => e.button === 'left' && target.click(e),
    wheel: (deltaY: number) => {
      target.zoomBy(deltaY);
      return true;
    },
  };
}
