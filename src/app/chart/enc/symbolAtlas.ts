// The point-symbol atlas: symbols fetched from /chart-engine/symbols/{name}
// (as PNGs the server renders, fetched and decoded by the symbol worker:
// in the main thread an SVG would be parsed and rasterised) are drawn into
// one canvas uploaded as a texture. A failed fetch warns
// 'Symbol not found: {name}' and gives an empty symbol; an image that fails
// to load gets the red 'Error' placeholder (spec section 8). `refresh`
// fetches symbols again after an upload or delete (an uploaded symbol
// replaces the built-in one of its name on the chart at once): a symbol
// with an image is redrawn in its own rectangle, one that had none gets
// one and `generation` tells the symbol layers to rebuild their quads.
import pLimit from 'p-limit';
import { pl } from '../../i18n/pl';
import { nextTask } from '../../lib/nextTask';
import { ShelfPacker, rectUv, type AtlasRect } from './atlasPacking';
import type { SymbolWorkerClient } from './symbolWorkerClient';
import type { SymbolImage } from './symbolWorkerProtocol';

export const ATLAS_SIZE_PX = 1024;
export const SYMBOL_SIZE_PX = 32;
/**
 * Symbol fetches running at once. A cell's symbol layers ask for dozens of
 * symbols in one task; starting every fetch there cost that task up to
 * 40 ms at a 4x throttled CPU (the browser runs 6 requests to a host at a
 * time anyway). Each fetch starts in a task of its own, and a fetched
 * symbol is drawn in another: chained in the microtasks of the fetch that
 * finished, they made checkpoints of 50-60 ms at that CPU.
 */
export const SYMBOL_FETCHES_AT_ONCE = 4;

export interface SymbolEntry {
  uv: [number, number, number, number];
  widthPx: number;
  heightPx: number;
  /** False for the empty symbol (nothing drawn). */
  drawable: boolean;
}

/** Where symbols come from; `T` is the fetched image (in the browser, decoded by the symbol worker). */
export interface SymbolSource<T> {
  /** The symbol's image, or null when the fetch failed. */
  fetchSymbol(name: string): Promise<T | null>;
  /** Draws the image into the rectangle; false when it cannot be decoded. */
  draw(image: T, rect: AtlasRect): Promise<boolean>;
  drawErrorPlaceholder(rect: AtlasRect): void;
  /** Clears the rectangle (before a symbol is drawn again). */
  clear(rect: AtlasRect): void;
  /** The pixels drawn in the rectangle (uploaded into the atlas texture). */
  pixels(rect: AtlasRect): ImageData | null;
}

const EMPTY: SymbolEntry = { uv: [0, 0, 0, 0], widthPx: 0, heightPx: 0, drawable: false };

export class SymbolAtlas<T = unknown> {
  private readonly entries = new Map<string, Promise<SymbolEntry>>();
  /** Each drawn symbol's rectangle. */
  private readonly rects = new Map<string, AtlasRect>();
  private readonly packer = new ShelfPacker(ATLAS_SIZE_PX, ATLAS_SIZE_PX);
  /** Rectangles drawn since the texture was last updated. */
  private dirty: AtlasRect[] = [];
  /** Bumped when a symbol that had no image got one: symbol layers rebuild their quads. */
  generation = 0;
  /** The source's fetches, at most SYMBOL_FETCHES_AT_ONCE at a time. */
  private readonly limit = pLimit(SYMBOL_FETCHES_AT_ONCE);

  constructor(private readonly source: SymbolSource<T>) {}

  private fetchSymbol(name: string): Promise<T | null> {
    return this.limit(async () => {
      await nextTask();
      return this.source.fetchSymbol(name);
    });
  }

  get(name: string): Promise<SymbolEntry> {
    let entry = this.entries.get(name);
    if (!entry) {
      entry = this.load(name);
      this.entries.set(name, entry);
    }
    return entry;
  }

  /** The rectangles drawn since the last call, with their pixels: only these are uploaded (4 KB each, not the 4 MB atlas). */
  takeDirty(): { rect: AtlasRect; pixels: ImageData }[] {
    const out: { rect: AtlasRect; pixels: ImageData }[] = [];
    for (const rect of this.dirty) {
      const pixels = this.source.pixels(rect);
      if (pixels) out.push({ rect, pixels });
    }
    this.dirty = [];
    return out;
  }

  /** Fetches these symbols again (those never asked for are fetched when first used). */
  async refresh(names: readonly string[]): Promise<void> {
    await Promise.all(names.map((name) => this.refreshOne(name)));
  }

  private async refreshOne(name: string): Promise<void> {
    const entry = this.entries.get(name);
    if (!entry) return;
    const old = await entry;
    const rect = this.rects.get(name);
    if (!old.drawable || !rect) {
      this.entries.delete(name);
      if ((await this.get(name)).drawable) this.generation += 1;
      return;
    }
    const image = await this.fetchSymbol(name);
    this.source.clear(rect);
    // A deleted symbol without a built-in one is left empty.
    if (image === null) console.warn(pl.chart.symbolNotFound(name));
    else if (!(await this.source.draw(image, rect))) this.source.drawErrorPlaceholder(rect);
    this.dirty.push(rect);
  }

  private async load(name: string): Promise<SymbolEntry> {
    const image = await this.fetchSymbol(name);
    if (image === null) {
      console.warn(pl.chart.symbolNotFound(name));
      return EMPTY;
    }
    const rect = this.packer.place(SYMBOL_SIZE_PX, SYMBOL_SIZE_PX);
    if (!rect) return EMPTY;
    await nextTask();
    if (!(await this.source.draw(image, rect))) this.source.drawErrorPlaceholder(rect);
    this.rects.set(name, rect);
    this.dirty.push(rect);
    return { uv: rectUv(rect, ATLAS_SIZE_PX, ATLAS_SIZE_PX), widthPx: rect.w, heightPx: rect.h, drawable: true };
  }
}

/**
 * The browser's symbol source: the symbol worker fetches the symbol as a
 * PNG with the bearer token and decodes it (symbolWorker.ts); here it is
 * drawn on a CPU canvas. A symbol the server or the decoder cannot read
 * gets the error placeholder.
 */
export function browserSymbolSource(canvas: HTMLCanvasElement, symbols: SymbolWorkerClient, token: () => string | null): SymbolSource<SymbolImage> {
  // A CPU-backed canvas: the atlas is small and uploaded as a texture anyway.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  // Chromium still opens a GPU context for the canvas on its first use: a
  // synchronous round trip to the GPU process, cheap now (the chart is not
  // drawing yet) and up to 290 ms on SwiftShader once the chart's frames
  // keep the GPU process busy. So use it once here, at set-up.
  ctx?.fillRect(0, 0, 1, 1);
  ctx?.clearRect(0, 0, 1, 1);
  return {
    fetchSymbol: (name) => symbols.fetch(name, SYMBOL_SIZE_PX, token()),
    async draw(image, rect) {
      if (image === 'unreadable') return false;
      ctx?.drawImage(image, rect.x, rect.y, rect.w, rect.h);
      image.close();
      return true;
    },
    pixels(rect) {
      return ctx ? ctx.getImageData(rect.x, rect.y, rect.w, rect.h) : null;
    },
    clear(rect) {
      ctx?.clearRect(rect.x, rect.y, rect.w, rect.h);
    },
    drawErrorPlaceholder(rect) {
      if (!ctx) return;
      ctx.fillStyle = '#ff0000';
      ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
      ctx.fillStyle = '#ffffff';
      ctx.font = '10px sans-serif';
      ctx.fillText(pl.chart.symbolErrorPlaceholder, rect.x + 2, rect.y + rect.h / 2 + 3);
    },
  };
}
