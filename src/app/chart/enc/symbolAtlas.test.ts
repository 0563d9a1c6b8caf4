import { describe, expect, it, vi } from 'vitest';
import { ShelfPacker, rectUv, type AtlasRect } from './atlasPacking';
import { ATLAS_SIZE_PX, SYMBOL_FETCHES_AT_ONCE, SYMBOL_SIZE_PX, SymbolAtlas, type SymbolSource } from './symbolAtlas';

const overlaps = (a: AtlasRect, b: AtlasRect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('symbol atlas packing', () => {
  it('places rectangles in shelves without overlap until full', () => {
    const p = new ShelfPacker(100, 60, 1);
    const rects: AtlasRect[] = [];
    for (;;) {
      const r = p.place(30, 20);
      if (!r) break;
      rects.push(r);
    }
    expect(rects).toHaveLength(6); // 3 per shelf (31 px each), 2 shelves (21 px each)
    for (const [i, a] of rects.entries()) {
      expect(a.x + a.w).toBeLessThanOrEqual(100);
      expect(a.y + a.h).toBeLessThanOrEqual(60);
      for (const b of rects.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    }
    expect(new ShelfPacker(10, 10).place(20, 5)).toBeNull();
    expect(rectUv({ x: 10, y: 20, w: 10, h: 20 }, 100, 200)).toEqual([0.1, 0.1, 0.2, 0.2]);
  });
});

function source(over: Partial<SymbolSource<string>> = {}): SymbolSource<string> & { drawn: string[]; placeholders: number } {
  const s = {
    drawn: [] as string[],
    placeholders: 0,
    fetchSymbol: vi.fn(async (name: string) => `<svg>${name}</svg>`),
    draw: vi.fn(async () => true),
    pixels: vi.fn((rect: AtlasRect) => ({ width: rect.w, height: rect.h }) as ImageData),
    drawErrorPlaceholder: vi.fn(() => {
      s.placeholders += 1;
    }),
    clear: vi.fn(),
    ...over,
  };
  return s;
}

describe('symbol atlas', () => {
  it('runs at most SYMBOL_FETCHES_AT_ONCE fetches at a time, and every one in the end', async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const src = source({
      fetchSymbol: vi.fn(async (name: string) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running -= 1;
        return `<svg>${name}</svg>`;
      }),
    });
    const atlas = new SymbolAtlas(src);
    const all = Promise.all(Array.from({ length: 3 * SYMBOL_FETCHES_AT_ONCE + 1 }, (_, i) => atlas.get(`S${i}`)));
    // Release the running fetches one at a time (each release lets one waiting fetch start).
    for (let i = 0; i < 3 * SYMBOL_FETCHES_AT_ONCE + 1; i += 1) {
      await vi.waitFor(() => expect(release.length).toBeGreaterThan(0));
      expect(running).toBeLessThanOrEqual(SYMBOL_FETCHES_AT_ONCE);
      release.shift()?.();
      // A new call while fetches wait does not jump the limit.
      if (i === 1) void atlas.get('late');
    }
    await vi.waitFor(() => expect(release.length).toBeGreaterThan(0));
    release.shift()?.();
    const entries = await all;
    expect(entries.every((e) => e.drawable)).toBe(true);
    expect(most).toBe(SYMBOL_FETCHES_AT_ONCE);
    expect(src.fetchSymbol).toHaveBeenCalledTimes(3 * SYMBOL_FETCHES_AT_ONCE + 2);
  });

  it('starts a fetch, and draws what it fetched, each in a task of its own', async () => {
    vi.useFakeTimers();
    try {
      const src = source();
      const atlas = new SymbolAtlas(src);
      const microtasks = async () => {
        for (let i = 0; i < 20; i += 1) await Promise.resolve();
      };
      const entry = atlas.get('BOYLAT_2_1');
      await microtasks();
      expect(src.fetchSymbol).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      await microtasks();
      expect(src.fetchSymbol).toHaveBeenCalledTimes(1);
      expect(src.draw).not.toHaveBeenCalled();
      vi.runOnlyPendingTimers();
      await microtasks();
      expect(src.draw).toHaveBeenCalledTimes(1);
      expect((await entry).drawable).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads each symbol once and gives its texture coordinates', async () => {
    const src = source();
    const atlas = new SymbolAtlas(src);
    const [a, b, a2] = await Promise.all([atlas.get('BOYLAT_2_1'), atlas.get('BOYCAR_1_0'), atlas.get('BOYLAT_2_1')]);
    expect(src.fetchSymbol).toHaveBeenCalledTimes(2);
    expect(a).toBe(a2);
    expect(a?.drawable).toBe(true);
    expect(a?.widthPx).toBe(SYMBOL_SIZE_PX);
    expect(a?.uv).toEqual([0, 0, SYMBOL_SIZE_PX / ATLAS_SIZE_PX, SYMBOL_SIZE_PX / ATLAS_SIZE_PX]);
    expect(b?.uv[0]).toBeGreaterThan(0);
    expect(atlas.takeDirty()).toHaveLength(2);
  });

  it('hands over only the rectangles drawn since the last upload, with their pixels', async () => {
    const atlas = new SymbolAtlas(source());
    await Promise.all([atlas.get('BOYLAT_2_1'), atlas.get('BOYCAR_1_0')]);
    const dirty = atlas.takeDirty();
    expect(dirty.map((d) => [d.rect.w, d.pixels.width])).toEqual([
      [SYMBOL_SIZE_PX, SYMBOL_SIZE_PX],
      [SYMBOL_SIZE_PX, SYMBOL_SIZE_PX],
    ]);
    expect(atlas.takeDirty()).toEqual([]);
    await atlas.get('BOYLAT_2_1'); // already drawn
    expect(atlas.takeDirty()).toEqual([]);
  });

  it("warns 'Symbol not found: {name}' and uses an empty symbol when the fetch fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const atlas = new SymbolAtlas(source({ fetchSymbol: async () => null }));
    const e = await atlas.get('WRECKS_0_2');
    expect(warn).toHaveBeenCalledWith('Symbol not found: WRECKS_0_2');
    expect(e.drawable).toBe(false);
    warn.mockRestore();
  });

  it('redraws a refreshed symbol in its own rectangle, so the layers keep their quads', async () => {
    const src = source();
    const atlas = new SymbolAtlas(src);
    const before = await atlas.get('BOYLAT_2_1');
    atlas.takeDirty();
    await atlas.refresh(['BOYLAT_2_1', 'NEVER_ASKED']);
    expect(src.fetchSymbol).toHaveBeenCalledTimes(2);
    expect(src.clear).toHaveBeenCalledTimes(1);
    const dirty = atlas.takeDirty();
    expect(dirty).toHaveLength(1);
    expect(await atlas.get('BOYLAT_2_1')).toBe(before);
    expect(atlas.generation).toBe(0);
  });

  it('gives a symbol that had no image one when refreshed, and bumps the generation', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let uploaded = false;
    const atlas = new SymbolAtlas(source({ fetchSymbol: async (name: string) => (uploaded ? `<svg>${name}</svg>` : null) }));
    expect((await atlas.get('CUSTOM_1')).drawable).toBe(false);
    uploaded = true;
    await atlas.refresh(['CUSTOM_1']);
    expect((await atlas.get('CUSTOM_1')).drawable).toBe(true);
    expect(atlas.generation).toBe(1);
    warn.mockRestore();
  });

  it('draws the red Error placeholder when the image cannot be decoded', async () => {
    const src = source({ draw: async () => false });
    const e = await new SymbolAtlas(src).get('LNDMRK_0_3');
    expect(src.placeholders).toBe(1);
    expect(e.drawable).toBe(true);
  });
});
