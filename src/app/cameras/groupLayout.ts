// A multi-camera click's windows (spec sections 4 and 9), pure: one main
// window and its surrounding cameras in rows of at most 3 with 10 px gaps,
// beside the main window or below it, all inside the area the windows may
// use (the viewport above the status bar, clear of the palette and the top
// bar) and never over one another.
//
// The surrounding windows keep their 320×260 (the smallest 16:9 window with
// its 40 px header and footer at the resize minimum width of 320 px); what
// gives way when the screen is short is, first, the main window (it shrinks,
// keeping 16:9, down to the resize minimum of 356×280), then the number of
// columns (3, 2 or 1), and last the rows: those that do not fit wrap into a
// strip of their own that scrolls. Of the arrangements that fit, the one
// showing every window wins, else the one showing the most; then the larger
// main window, more columns, beside before below.
import type { Camera } from '../../protocol/cameras';
import { MAIN_WINDOW, ROW_LENGTH, SIZE_RANGE, SURROUNDING_WINDOW, WINDOW_GAP_PX, WINDOW_ORIGIN, fitWindowSize, windowKey, type CameraWindowState, type Size } from './windowLayout';

/** The margin kept from the area's right and bottom edges. */
export const EDGE_PX = 8;
/** Room for the strip's scroll bar. */
export const SCROLLBAR_PX = 16;

/** The scrolling strip of surrounding windows: its box in the area and its content's size. */
export interface CameraStrip {
  xPx: number;
  yPx: number;
  widthPx: number;
  heightPx: number;
  contentWidthPx: number;
  contentHeightPx: number;
}

export interface GroupLayout {
  windows: CameraWindowState[];
  /** Null when every window fits on screen. */
  strip: CameraStrip | null;
}

interface Arrangement {
  beside: boolean;
  cols: number;
  rows: number;
  visibleRows: number;
  main: Size;
}

const CELL_W = SURROUNDING_WINDOW.widthPx + WINDOW_GAP_PX;
const CELL_H = SURROUNDING_WINDOW.heightPx + WINDOW_GAP_PX;
const span = (count: number, cell: number): number => Math.max(0, count * cell - WINDOW_GAP_PX);

/** The largest main window (16:9 between header and footer, at most 640×440) within these bounds; null when even the smallest does not fit. */
export function mainWindowWithin(maxWidthPx: number, maxHeightPx: number): Size | null {
  let widthPx = Math.floor(Math.min(MAIN_WINDOW.widthPx, maxWidthPx));
  if (widthPx >= MAIN_WINDOW.widthPx && maxHeightPx >= MAIN_WINDOW.heightPx) return { ...MAIN_WINDOW };
  for (; widthPx >= SIZE_RANGE.min.widthPx; widthPx -= 1) {
    const size = fitWindowSize(widthPx);
    if (size.widthPx <= maxWidthPx && size.heightPx <= maxHeightPx) return size;
  }
  return null;
}

const scrolls = (a: Arrangement): boolean => a.visibleRows < a.rows;
const shown = (a: Arrangement, count: number): number => Math.min(count, a.visibleRows * a.cols);

/** Negative when `a` is the better arrangement for `count` surrounding windows. */
function compare(a: Arrangement, b: Arrangement, count: number): number {
  return (
    Number(scrolls(a)) - Number(scrolls(b)) ||
    shown(b, count) - shown(a, count) ||
    b.main.widthPx - a.main.widthPx ||
    b.cols - a.cols ||
    Number(b.beside) - Number(a.beside)
  );
}

/** Every arrangement that fits an area of this free width and height. */
function arrangements(count: number, freeWidthPx: number, freeHeightPx: number): Arrangement[] {
  const out: Arrangement[] = [];
  for (let cols = 1; cols <= Math.min(ROW_LENGTH, count); cols += 1) {
    const rows = Math.ceil(count / cols);
    // Beside the main window: as many rows as the height holds; the main window takes the width left.
    const besideRows = Math.min(rows, Math.floor((freeHeightPx + WINDOW_GAP_PX) / CELL_H));
    if (besideRows >= 1) {
      const stripWidth = span(cols, CELL_W) + (besideRows < rows ? SCROLLBAR_PX : 0);
      const main = mainWindowWithin(freeWidthPx - WINDOW_GAP_PX - stripWidth, freeHeightPx);
      if (main) out.push({ beside: true, cols, rows, visibleRows: besideRows, main });
    }
    // Below it: as many rows as fit under the smallest main window; the main window takes the height left.
    const belowRows = Math.min(rows, Math.floor((freeHeightPx - SIZE_RANGE.min.heightPx) / CELL_H));
    const belowWidth = span(cols, CELL_W) + (belowRows < rows ? SCROLLBAR_PX : 0);
    if (belowRows >= 1 && belowWidth <= freeWidthPx) {
      const main = mainWindowWithin(freeWidthPx, freeHeightPx - belowRows * CELL_H);
      if (main) out.push({ beside: false, cols, rows, visibleRows: belowRows, main });
    }
  }
  return out;
}

/** A multi-camera click: one main window and its surrounding cameras, replacing every window. */
export function multiCameraLayout(main: Camera, surrounding: readonly Camera[], area: Size): GroupLayout {
  const origin = WINDOW_ORIGIN;
  const freeWidthPx = area.widthPx - origin.xPx - EDGE_PX;
  const freeHeightPx = area.heightPx - origin.yPx - EDGE_PX;
  const count = surrounding.length;
  const best = arrangements(count, freeWidthPx, freeHeightPx).sort((a, b) => compare(a, b, count))[0] ?? {
    // Nothing fits (a tiny screen): the smallest main window with one column below it, scrolling.
    beside: false,
    cols: 1,
    rows: count,
    visibleRows: 0,
    main: { ...SIZE_RANGE.min },
  };
  const mainWindow: CameraWindowState = { key: windowKey(main), camera: main, role: 'main', inStrip: false, xPx: origin.xPx, yPx: origin.yPx, ...best.main };
  const gridX = best.beside ? origin.xPx + best.main.widthPx + WINDOW_GAP_PX : origin.xPx;
  const gridY = best.beside ? origin.yPx : origin.yPx + best.main.heightPx + WINDOW_GAP_PX;
  const strip: CameraStrip | null =
    count > 0 && scrolls(best)
      ? {
          xPx: gridX,
          yPx: gridY,
          widthPx: span(best.cols, CELL_W) + SCROLLBAR_PX,
          heightPx: Math.max(0, origin.yPx + freeHeightPx - gridY),
          contentWidthPx: span(best.cols, CELL_W),
          contentHeightPx: span(best.rows, CELL_H),
        }
      : null;
  const around = surrounding.map((camera, i): CameraWindowState => {
    const dx = (i % best.cols) * CELL_W;
    const dy = Math.floor(i / best.cols) * CELL_H;
    const at = strip ? { xPx: dx, yPx: dy } : { xPx: gridX + dx, yPx: gridY + dy };
    return { key: windowKey(camera), camera, role: 'surrounding', inStrip: strip !== null, ...at, ...SURROUNDING_WINDOW };
  });
  return { windows: [mainWindow, ...around], strip };
}
