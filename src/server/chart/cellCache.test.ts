// The read cache on its own: one shared read for concurrent requests, the
// byte bound, and invalidation when the files change.
import { afterEach, describe, expect, it } from 'vitest';
import { copyFileSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedDataFile } from '../testing/sharedData';
import { ChartCellCache, FILES_FRESH_MS } from './cellCache';
import { ByteLru } from './lru';

const CELL = sharedDataFile('enc', 'US5AK3MM', 'US5AK3MM.000');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function mapsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-chart-'));
  dirs.push(dir);
  copyFileSync(CELL ?? '', join(dir, 'US5AK3MM.000'));
  return dir;
}

const request = (layerName: string) => ({ fileName: 'US5AK3MM.000', layerName, theme: 'day' as const, depthWhenWhiteM: 3 });

describe.skipIf(!CELL)('ChartCellCache', () => {
  it('shares one read between concurrent requests for the same cell', async () => {
    const cache = new ChartCellCache(mapsDir(), 256 * 1024 * 1024);
    const answers = await Promise.all(['DEPARE', 'LNDARE', 'COALNE', 'DEPARE', 'SOUNDG'].map((name) => cache.layer(request(name))));
    expect(cache.cellReads).toBe(1);
    expect(answers.map((a) => a.outcome)).toEqual(['read', 'read', 'read', 'read', 'read']);
    expect((await cache.layer(request('DEPARE'))).outcome).toBe('layer-hit');
    expect(cache.bytes).toBeGreaterThan(0);
    // The cell was read on the worker thread, not on the event loop.
    expect(cache.reader.stats).toEqual({ workerReads: 1, inProcessReads: 0 });
    await cache.close();
  });

  it('keeps the event loop free while a cell is read', async () => {
    const cache = new ChartCellCache(mapsDir(), 256 * 1024 * 1024);
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    await cache.layer(request('DEPARE'));
    clearInterval(timer);
    expect(cache.reader.stats.workerReads).toBe(1);
    expect(ticks).toBeGreaterThan(0);
    await cache.close();
  });

  it('reports a broken cell from the worker as 422', async () => {
    const dir = mapsDir();
    const { writeFileSync, readFileSync } = await import('node:fs');
    const path = join(dir, 'US5AK3MM.000');
    writeFileSync(path, readFileSync(path).subarray(0, 5000));
    const cache = new ChartCellCache(dir, 256 * 1024 * 1024);
    await expect(cache.layer(request('DEPARE'))).rejects.toMatchObject({ statusCode: 422 });
    expect((await cache.layer(request('DEPARE')).catch((error: { statusCode: number }) => error.statusCode))).toBe(422);
    await cache.close();
  });

  /** A cache on a clock of its own that has served DEPARE, and the cell file, then changed on disk (a later mtime). */
  async function servedThenTouched(): Promise<{ cache: ChartCellCache; path: string; clock: { nowMs: number } }> {
    const dir = mapsDir();
    const clock = { nowMs: 0 };
    const cache = new ChartCellCache(dir, 256 * 1024 * 1024, undefined, () => clock.nowMs);
    await cache.layer(request('DEPARE'));
    const path = join(dir, 'US5AK3MM.000');
    const later = new Date(statSync(path).mtimeMs + 5000);
    utimesSync(path, later, later);
    return { cache, path, clock };
  }

  it('re-reads when the file changes (mtime) and forgets a deleted file', async () => {
    const { cache, path, clock } = await servedThenTouched();
    clock.nowMs += FILES_FRESH_MS;
    expect((await cache.layer(request('DEPARE'))).outcome).toBe('read');
    expect(cache.cellReads).toBe(2);
    rmSync(path);
    clock.nowMs += FILES_FRESH_MS;
    await expect(cache.layer(request('DEPARE'))).rejects.toMatchObject({ statusCode: 404 });
    expect(cache.bytes).toBe(0);
  });

  it('looks at the files once for the requests of FILES_FRESH_MS; a change through the API (forget) is seen at once', async () => {
    const { cache, path, clock } = await servedThenTouched();
    // Within the time of one look: the change made by hand is not seen yet.
    clock.nowMs += FILES_FRESH_MS - 1;
    expect((await cache.layer(request('DEPARE'))).outcome).toBe('layer-hit');
    // A change through the API is.
    cache.forget('US5AK3MM.000');
    expect((await cache.layer(request('DEPARE'))).outcome).toBe('read');
    expect(cache.cellReads).toBe(2);
    // A delete by hand, seen once the look is old.
    rmSync(path);
    expect((await cache.layer(request('DEPARE'))).outcome).toBe('layer-hit');
    clock.nowMs += FILES_FRESH_MS;
    await expect(cache.layer(request('DEPARE'))).rejects.toMatchObject({ statusCode: 404 });
    await cache.close();
  });

  it('prepares the layers of a cell for the looks asked for lately, the latest two', async () => {
    const cache = new ChartCellCache(mapsDir(), 256 * 1024 * 1024);
    // No look asked yet: the default one (day, 3 m).
    await cache.prepare('US5AK3MM.000', ['DEPARE', 'LNDARE']);
    expect(cache.cellReads).toBe(1);
    expect((await cache.layer(request('LNDARE'))).outcome).toBe('layer-hit');
    await cache.layer({ ...request('COALNE'), theme: 'night' });
    await cache.layer({ ...request('COALNE'), theme: 'dusk', depthWhenWhiteM: 10 });
    await cache.prepare('US5AK3MM.000', ['DEPARE', 'SOUNDG']);
    expect((await cache.layer({ ...request('SOUNDG'), theme: 'night' })).outcome).toBe('layer-hit');
    expect((await cache.layer({ ...request('DEPARE'), theme: 'dusk', depthWhenWhiteM: 10 })).outcome).toBe('layer-hit');
    // The day look is the third latest now: not prepared.
    expect((await cache.layer(request('SOUNDG'))).outcome).toBe('cell-hit');
    expect(cache.cellReads).toBe(1);
    await cache.close();
  });

  it('prepares for the look of the latest recolouring, and stops when the cache cannot keep the answers', async () => {
    const cache = new ChartCellCache(mapsDir(), 256 * 1024 * 1024);
    await cache.layerColours({ ...request('DEPARE'), theme: 'night' });
    await cache.prepare('US5AK3MM.000', ['LNDARE']);
    expect((await cache.layer({ ...request('LNDARE'), theme: 'night' })).outcome).toBe('layer-hit');
    await cache.close();
    const small = new ChartCellCache(mapsDir(), 64 * 1024);
    await small.prepare('US5AK3MM.000', ['DEPARE', 'LNDARE', 'COALNE', 'SOUNDG']);
    expect(small.cellReads).toBe(1);
    await small.close();
  });

  it('prepares nothing for a deleted cell', async () => {
    const dir = mapsDir();
    const cache = new ChartCellCache(dir, 256 * 1024 * 1024);
    rmSync(join(dir, 'US5AK3MM.000'));
    await cache.prepare('US5AK3MM.000', ['DEPARE']);
    expect(cache.cellReads).toBe(0);
    expect(cache.bytes).toBe(0);
    await cache.close();
  });

  it('stays within its bound: a cell larger than the bound is served but not kept', async () => {
    const cache = new ChartCellCache(mapsDir(), 64 * 1024);
    expect((await cache.layer(request('DEPARE'))).outcome).toBe('read');
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
    expect((await cache.layer(request('LNDARE'))).outcome).toBe('read');
    expect(cache.cellReads).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('ByteLru', () => {
  it('evicts the least recently used entries to stay under its byte bound', () => {
    const lru = new ByteLru<string>(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A'); // a is now the most recent
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(80);
    lru.set('huge', 'H', 101);
    expect(lru.get('huge')).toBeUndefined();
    lru.set('x:1', '1', 10);
    lru.set('x:2', '2', 10);
    lru.deletePrefix('x:');
    expect(lru.size).toBe(2);
    expect(lru.bytes).toBe(80);
  });
});
