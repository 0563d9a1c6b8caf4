// The golden images' server: the harness page (built by
// e2e/golden/harness/vite.config.ts) and the scenes' chart data, made by the
// server's own chart code from the shared NOAA cells and the coastline
// store, so a scene's picture follows what the real server would send.
// Run with Node's WASM and tsx flags (scripts/lib/server.mjs); listens on
// GOLDEN_PORT (0: any free port) and prints its address on one line.
//   GET /fixtures/chart/<cell>/<layer>?theme=&bbox=w,s,e,n  the layer's chart features meeting the box
//   GET /fixtures/coverage/<cell>                           the cell's coverage (as /chart-engine/coverage)
//   GET /fixtures/coast?theme=&bbox=w,s,e,n&range_nm=        a world contour view (as /chart-engine/world_contour_map)
//   GET /fixtures/symbol/<name>                              a built-in point symbol as a 32 px PNG
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { ChartFeature } from '../../../src/protocol/chart';
import { THEMES, type Theme } from '../../../src/protocol/preferences';
import { CoastlineStore } from '../../../src/server/chart/coastline/store';
import { CoastlineViews } from '../../../src/server/chart/coastline/view';
import { cellCoverage, cellCscl } from '../../../src/server/chart/coverage';
import { layerFeatures } from '../../../src/server/chart/features';
import { builtInSymbol } from '../../../src/server/chart/symbols/index';
import { SymbolRasteriser } from '../../../src/server/chart/symbols/raster';
import { readEnc, type EncCell } from '../../../src/wasm/enc';
import { cellDir } from '../goldenData';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const HARNESS_DIR = join(ROOT, 'dist', 'golden-harness');
const COASTLINE_DIR = process.env.TRAXIS_COASTLINE_DIR ?? join(ROOT, '.cache', 'coastline');
/** The symbol atlas's size (enc/symbolAtlas.ts SYMBOL_SIZE_PX). */
const SYMBOL_PX = 32;
/** The spec's default (preferences: depth_when_white). */
const DEPTH_WHEN_WHITE_M = 3;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ttf': 'font/ttf',
};

type Bbox = [number, number, number, number];

class BadRequest extends Error {}

function parseBbox(text: string | null): Bbox {
  const values = (text ?? '').split(',').map(Number);
  if (values.length !== 4 || !values.every(Number.isFinite)) throw new BadRequest(`bad bbox: ${text}`);
  return values as Bbox;
}

function parseTheme(text: string | null): Theme {
  if (!THEMES.includes(text as Theme)) throw new BadRequest(`bad theme: ${text}`);
  return text as Theme;
}

const cells = new Map<string, EncCell>();

/** A shared cell read with its updates (once per server). */
function cell(name: string): EncCell {
  if (!/^[A-Z0-9]{8}$/.test(name)) throw new BadRequest(`bad cell name: ${name}`);
  const cached = cells.get(name);
  if (cached) return cached;
  const dir = cellDir(name);
  const base = readFileSync(join(dir, `${name}.000`));
  const updates = readdirSync(dir)
    .filter((f) => f.startsWith(`${name}.`) && /\.\d{3}$/.test(f) && !f.endsWith('.000'))
    .sort()
    .map((f) => readFileSync(join(dir, f)));
  const read = readEnc(`${name}.000`, base, updates);
  cells.set(name, read);
  return read;
}

/** A feature's extent meets the box. */
function meets(feature: ChartFeature, [w, s, e, n]: Bbox): boolean {
  const c = feature.coordinates;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < c.length; i += 2) {
    const x = c[i] as number;
    const y = c[i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return minX <= e && maxX >= w && minY <= n && maxY >= s;
}

let coastViews: CoastlineViews | null = null;
function coast(): CoastlineViews {
  if (coastViews) return coastViews;
  const store = CoastlineStore.open(COASTLINE_DIR);
  if (!store) throw new Error(`no coastline store in ${COASTLINE_DIR} (npm run build makes it)`);
  coastViews = new CoastlineViews(store);
  return coastViews;
}

const rasteriser = new SymbolRasteriser();

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

function fixture(path: string, query: URLSearchParams): { type: string; body: string | Buffer } | null {
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [, kind, a, b] = parts;
  if (kind === 'chart' && a && b) {
    const read = cell(a);
    const theme = parseTheme(query.get('theme'));
    const bbox = parseBbox(query.get('bbox'));
    const layer = read.layers.find((l) => l.name === b);
    const features = layer ? layerFeatures(layer, { theme, depthWhenWhiteM: DEPTH_WHEN_WHITE_M, cscl: cellCscl(read) }).filter((f) => meets(f, bbox)) : [];
    return { type: TYPES['.json'] as string, body: JSON.stringify({ type: 'FeatureCollection', chart_name: `${a}.000`, layer_name: b, theme, features }) };
  }
  if (kind === 'coverage' && a) return { type: TYPES['.json'] as string, body: JSON.stringify(cellCoverage(cell(a), `${a}.000`)) };
  if (kind === 'coast') {
    const rangeNm = Number(query.get('range_nm'));
    if (!(rangeNm > 0)) throw new BadRequest('bad range_nm');
    return { type: TYPES['.json'] as string, body: coast().json(parseTheme(query.get('theme')), parseBbox(query.get('bbox')), rangeNm).json };
  }
  if (kind === 'symbol' && a) {
    const svg = builtInSymbol(a);
    const png = svg ? rasteriser.png(svg, SYMBOL_PX) : null;
    return png ? { type: TYPES['.png'] as string, body: png } : null;
  }
  return null;
}

function harnessFile(path: string): { type: string; body: Buffer } | null {
  const file = normalize(join(HARNESS_DIR, path === '/' ? 'index.html' : path));
  if (!file.startsWith(HARNESS_DIR) || !existsSync(file)) return null;
  return { type: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) };
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://golden');
  try {
    const found = url.pathname.startsWith('/fixtures/') ? fixture(url.pathname, url.searchParams) : harnessFile(url.pathname);
    if (found) send(res, 200, found.type, found.body);
    else send(res, 404, 'text/plain', `not found: ${url.pathname}`);
  } catch (error) {
    const status = error instanceof BadRequest ? 400 : 500;
    send(res, status, 'text/plain', error instanceof Error ? error.message : String(error));
  }
});

server.listen(Number(process.env.GOLDEN_PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(`golden server on http://127.0.0.1:${address.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
