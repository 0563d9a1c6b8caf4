// The point-symbol atlas: symbols fetched from /chart-engine/symbols/{name}
// are drawn into one canvas uploaded as a texture. A failed fetch warns
// 'Symbol not found: {name}' and gives an empty symbol; an image that fails
// to load gets the red 'Error' placeholder (spec section 8).
import { CHART_SYMBOLS_PATH } from '../../../protocol/chart';
import { pl } from '../../i18n/pl';
import { ShelfPacker, rectUv, type AtlasRect } from './atlasPacking';

export const ATLAS_SIZE_PX = 1024;
export const SYMBOL_SIZE_PX = 32;

export interface SymbolEntry {
  uv: [number, number, number, number];
  widthPx: number;
  heightPx: number;
  /** False for the empty symbol (nothing drawn). */
  drawable: boolean;
}

export interface SymbolSource {
  /** The symbol's image bytes, or null when the fetch failed. */
  fetchSymbol(name: string): Promise<Blob | null>;
  /** Draws the image into the rectangle; false when it cannot be decoded. */
  draw(blob: Blob, rect: AtlasRect): Promise<boolean>;
  drawErrorPlaceholder(rect: AtlasRect): void;
}

const EMPTY: SymbolEntry = { uv: [0, 0, 0, 0], widthPx: 0, heightPx: 0, drawable: false };

export class SymbolAtlas {
  private readonly entries = new Map<string, Promise<SymbolEntry>>();
  private readonly packer = new ShelfPacker(ATLAS_SIZE_PX, ATLAS_SIZE_PX);
  /** Bumped whenever the atlas image changed (the texture re-uploads). */
  version = 0;

  constructor(private readonly source: SymbolSource) {}

  get(name: string): Promise<SymbolEntry> {
    let entry = this.entries.get(name);
    if (!entry) {
      entry = this.load(name);
      this.entries.set(name, entry);
    }
    return entry;
  }

  private async load(name: string): Promise<SymbolEntry> {
    const blob = await this.source.fetchSymbol(name);
    if (!blob) {
      console.warn(pl.chart.symbolNotFound(name));
      return EMPTY;
    }
    const rect = this.packer.place(SYMBOL_SIZE_PX, SYMBOL_SIZE_PX);
    if (!rect) return EMPTY;
    if (!(await this.source.draw(blob, rect))) this.source.drawErrorPlaceholder(rect);
    this.version += 1;
    return { uv: rectUv(rect, ATLAS_SIZE_PX, ATLAS_SIZE_PX), widthPx: rect.w, heightPx: rect.h, drawable: true };
  }
}

/** The browser's symbol source: fetch with the bearer token, decode with createImageBitmap, draw on a canvas. */
export function browserSymbolSource(canvas: HTMLCanvasElement, token: () => string | null): SymbolSource {
  const ctx = canvas.getContext('2d');
  return {
    async fetchSymbol(name) {
      try {
        const t = token();
        const res = await fetch(`${CHART_SYMBOLS_PATH}${encodeURIComponent(name)}`, { headers: t ? { Authorization: `Bearer ${t}` } : {} });
        return res.ok ? await res.blob() : null;
      } catch {
        return null;
      }
    },
    async draw(blob, rect) {
      try {
        const url = URL.createObjectURL(blob);
        const img = new Image();
        img.src = url;
        await img.decode();
        ctx?.drawImage(img, rect.x, rect.y, rect.w, rect.h);
        URL.revokeObjectURL(url);
        return true;
      } catch {
        return false;
      }
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
