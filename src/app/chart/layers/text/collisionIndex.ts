// A screen-space collision index for label placement, after MapLibre's
// GridIndex/CollisionIndex: boxes in px are inserted into a uniform grid of
// cells; a query looks only at the cells a box covers. Placing labels in
// priority order and keeping those whose box hits nothing already placed
// gives a chart without overlapping texts.

/** The grid's cell size, px (MapLibre uses about 25 cells across a tile). */
export const COLLISION_CELL_PX = 64;

export class CollisionIndex {
  private readonly cols: number;
  private readonly rows: number;
  private readonly cells: number[][];
  /** x0, y0, x1, y1 of every inserted box. */
  private readonly boxes: number[] = [];

  /** The index covers [minX, minX + widthPx) x [minY, minY + heightPx); boxes outside are clamped to the border cells. */
  constructor(
    private readonly minX: number,
    private readonly minY: number,
    widthPx: number,
    heightPx: number,
  ) {
    this.cols = Math.max(1, Math.ceil(widthPx / COLLISION_CELL_PX));
    this.rows = Math.max(1, Math.ceil(heightPx / COLLISION_CELL_PX));
    this.cells = Array.from({ length: this.cols * this.rows }, () => []);
  }

  private col(x: number): number {
    return Math.max(0, Math.min(this.cols - 1, Math.floor((x - this.minX) / COLLISION_CELL_PX)));
  }

  private row(y: number): number {
    return Math.max(0, Math.min(this.rows - 1, Math.floor((y - this.minY) / COLLISION_CELL_PX)));
  }

  /** Whether the box overlaps a box already inserted. */
  collides(x0: number, y0: number, x1: number, y1: number): boolean {
    const b = this.boxes;
    const c0 = this.col(x0);
    const c1 = this.col(x1);
    const r1 = this.row(y1);
    for (let r = this.row(y0); r <= r1; r += 1) {
      for (let c = c0; c <= c1; c += 1) {
        const cell = this.cells[r * this.cols + c] ?? [];
        for (let j = 0; j < cell.length; j += 1) {
          const k = cell[j] ?? 0;
          if (x0 < (b[k + 2] ?? 0) && x1 > (b[k] ?? 0) && y0 < (b[k + 3] ?? 0) && y1 > (b[k + 1] ?? 0)) return true;
        }
      }
    }
    return false;
  }

  insert(x0: number, y0: number, x1: number, y1: number): void {
    const k = this.boxes.length;
    this.boxes.push(x0, y0, x1, y1);
    const c0 = this.col(x0);
    const c1 = this.col(x1);
    const r1 = this.row(y1);
    for (let r = this.row(y0); r <= r1; r += 1) for (let c = c0; c <= c1; c += 1) this.cells[r * this.cols + c]?.push(k);
  }

  /** Inserts the box unless it collides; true if it was inserted. */
  place(x0: number, y0: number, x1: number, y1: number): boolean {
    if (this.collides(x0, y0, x1, y1)) return false;
    this.insert(x0, y0, x1, y1);
    return true;
  }
}
