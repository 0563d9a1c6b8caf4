// The default tool: the left button (one finger) drags the chart and picks
// after each frame while held; the wheel (and a pinch) zooms.
import type { ChartPointer, ChartTool } from './chartTool';

export interface PanZoomTarget {
  panBy(dxPx: number, dyPx: number): void;
  zoomBy(wheelDelta: number): void;
  /** Picks after each frame while held (and once after a press). */
  holdPick(held: boolean): void;
}

export const DEFAULT_TOOL_NAME = 'PanZoomPick';

export function panZoomPickTool(target: PanZoomTarget): ChartTool {
  return {
    name: DEFAULT_TOOL_NAME,
    press: (e: ChartPointer) => {
      if (e.button !== 'left') return false;
      target.holdPick(true);
      return true;
    },
    drag: (e: ChartPointer) => {
      target.panBy(e.dxPx, e.dyPx);
      return true;
    },
    release: () => {
      target.holdPick(false);
      return true;
    },
    wheel: (deltaY: number) => {
      target.zoomBy(deltaY);
      return true;
    },
  };
}
