// Shelf packing of symbol images into one atlas texture.

export interface AtlasRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Places rectangles left to right in shelves; null when the atlas is full. */
export class ShelfPacker {
  private shelfY = 0;
  private shelfH = 0;
  private x = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    private readonly paddingPx = 1,
  ) {}

  place(w: number, h: number): AtlasRect | null {
    const pw = w + this.paddingPx;
    const ph = h + this.paddingPx;
    if (pw > this.width) return null;
    if (this.x + pw > this.width) {
      this.shelfY += this.shelfH;
      this.shelfH = 0;
      this.x = 0;
    }
    if (this.shelfY + ph > this.height) return null;
    const rect = { x: this.x, y: this.shelfY, w, h };
    this.x += pw;
    this.shelfH = Math.max(this.shelfH, ph);
    return rect;
  }
}

/** Texture coordinates [u0, v0, u1, v1] of a rectangle. */
export const rectUv = (r: AtlasRect, width: number, height: number): [number, number, number, number] => [
  r.x / width,
  r.y / height,
  (r.x + r.w) / width,
  (r.y + r.h) / height,
];
