// The coastline at harbour ranges: what the console draws of the world
// contour map (the view's polygons, GET /chart-engine/world_contour_map for
// a 1600x900 view of the range) against the full-detail OpenStreetMap land
// polygons the store is built from (its finest level: roaring-landmask's
// OSM land polygons as they are, quantised to a third of a metre), both
// rasterised into the view's pixels. Among the coastal cells (within
// COAST_BAND_PX of the full-detail coastline) at most MAX_MISMATCH differ,
// at every range from 24 NM down to 1 NM, over the ports of Gdynia and
// Gdańsk and the coast north of Gdynia.
import { afterAll, describe, expect, it } from 'vitest';
import type { WorldContourView } from '../../../protocol/chart';
import { openCoastlineStore } from '../../testing/coastlineStore';
import type { CoastPolygon } from './store';
import { mercatorX, mercatorY, tileBbox, tilesOf, type Bbox } from './tiles';
import { CoastlineViews } from './view';

const store = openCoastlineStore();
afterAll(() => store?.close());

const WIDTH_PX = 1600;
const HEIGHT_PX = 900;
const COAST_BAND_PX = 3;
const MAX_MISMATCH = 0.05;
const RANGES_NM = [24, 8, 4, 2, 1];
const PLACES: { name: string; latDeg: number; lonDeg: number }[] = [
  { name: 'Gdynia port', latDeg: 54.535, lonDeg: 18.545 },
  { name: 'north of Gdynia (Oksywie)', latDeg: 54.575, lonDeg: 18.55 },
  { name: 'Gdańsk Nowy Port', latDeg: 54.4, lonDeg: 18.665 },
  { name: 'Gdańsk Port Północny', latDeg: 54.395, lonDeg: 18.715 },
];

/** A view of `rangeNm` (half the height) around a place: its bbox and its Mercator pixel frame. */
function viewOf(latDeg: number, lonDeg: number, rangeNm: number): { bbox: Bbox; x0: number; y0: number; unitsPerPx: number } {
  const halfLatDeg = rangeNm / 60;
  const unitsPerPx = (mercatorY(latDeg - halfLatDeg) - mercatorY(latDeg + halfLatDeg)) / HEIGHT_PX;
  const x0 = mercatorX(lonDeg) - (unitsPerPx * WIDTH_PX) / 2;
  const y0 = mercatorY(latDeg) - (unitsPerPx * HEIGHT_PX) / 2;
  const halfLonDeg = (unitsPerPx * WIDTH_PX * 360) / 2;
  return { bbox: [lonDeg - halfLonDeg, latDeg - halfLatDeg, lonDeg + halfLonDeg, latDeg + halfLatDeg], x0, y0, unitsPerPx };
}

/** Fills land polygons (rings even-odd within a polygon, polygons joined) into a grid of the view's pixels (sampled at pixel centres). */
function rasterise(polygons: readonly CoastPolygon[], frame: { x0: number; y0: number; unitsPerPx: number }): Uint8Array {
  const grid = new Uint8Array(WIDTH_PX * HEIGHT_PX);
  for (const polygon of polygons) {
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i + 1 < polygon.coordinates.length; i += 2) {
      xs.push((mercatorX(polygon.coordinates[i] ?? 0) - frame.x0) / frame.unitsPerPx);
      ys.push((mercatorY(polygon.coordinates[i + 1] ?? 0) - frame.y0) / frame.unitsPerPx);
    }
    const starts = [...(polygon.partStarts ?? [0]), xs.length];
    const rows = new Map<number, number[]>();
    for (let r = 0; r + 1 < starts.length; r += 1) {
      const [from, to] = [starts[r] ?? 0, starts[r + 1] ?? 0];
      for (let i = from; i < to; i += 1) {
        const j = i + 1 < to ? i + 1 : from;
        const [xa, ya, xb, yb] = [xs[i] ?? 0, ys[i] ?? 0, xs[j] ?? 0, ys[j] ?? 0];
        const top = Math.max(0, Math.ceil(Math.min(ya, yb) - 0.5));
        const bottom = Math.min(HEIGHT_PX - 1, Math.floor(Math.max(ya, yb) - 0.5));
        for (let row = top; row <= bottom; row += 1) {
          const y = row + 0.5;
          if ((ya <= y && yb > y) || (yb <= y && ya > y)) {
            const list = rows.get(row) ?? [];
            list.push(xa + ((y - ya) / (yb - ya)) * (xb - xa));
            rows.set(row, list);
          }
        }
      }
    }
    for (const [row, crossings] of rows) {
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const from = Math.max(0, Math.ceil((crossings[k] ?? 0) - 0.5));
        const to = Math.min(WIDTH_PX - 1, Math.floor((crossings[k + 1] ?? 0) - 0.5));
        // (fill counts negative ends from the array's end: a span left of the view is skipped)
        if (to >= from) grid.fill(1, row * WIDTH_PX + from, row * WIDTH_PX + to + 1);
      }
    }
  }
  return grid;
}

/** Cells within COAST_BAND_PX (square) of a cell whose neighbour differs in the reference. */
function coastalCells(reference: Uint8Array): Uint8Array {
  const edge = new Uint8Array(reference.length);
  for (let y = 0; y < HEIGHT_PX; y += 1) {
    for (let x = 0; x < WIDTH_PX; x += 1) {
      const v = reference[y * WIDTH_PX + x];
      if ((x + 1 < WIDTH_PX && reference[y * WIDTH_PX + x + 1] !== v) || (y + 1 < HEIGHT_PX && reference[(y + 1) * WIDTH_PX + x] !== v)) edge[y * WIDTH_PX + x] = 1;
    }
  }
  const band = new Uint8Array(reference.length);
  for (let y = 0; y < HEIGHT_PX; y += 1) {
    for (let x = 0; x < WIDTH_PX; x += 1) {
      if (!edge[y * WIDTH_PX + x]) continue;
      for (let dy = -COAST_BAND_PX; dy <= COAST_BAND_PX; dy += 1) {
        const row = y + dy;
        if (row < 0 || row >= HEIGHT_PX) continue;
        band.fill(1, row * WIDTH_PX + Math.max(0, x - COAST_BAND_PX), row * WIDTH_PX + Math.min(WIDTH_PX - 1, x + COAST_BAND_PX) + 1);
      }
    }
  }
  return band;
}

/** The land polygons of one store level over a bbox (a land tile as its square). */
function levelPolygons(level: number, bbox: Bbox): CoastPolygon[] {
  if (!store) return [];
  return tilesOf(bbox, level).flatMap((tile) => {
    const content = store.tile(tile);
    if (content.state === 'coast') return content.polygons;
    if (content.state === 'water') return [];
    const [w, s, e, n] = tileBbox(tile);
    return [{ coordinates: [w, s, e, s, e, n, w, n, w, s] }];
  });
}

/** What the console draws of a view: the world contour answer's polygons. */
function drawnPolygons(views: CoastlineViews, bbox: Bbox, rangeNm: number): { level: number; polygons: CoastPolygon[] } {
  const view = JSON.parse(views.json('day', bbox, rangeNm).json) as WorldContourView;
  const polygons = view.features.flatMap((f) => (f.kind === 'Polygon' ? [{ coordinates: f.coordinates, ...(f.partStarts ? { partStarts: f.partStarts } : {}) }] : []));
  return { level: view.level, polygons };
}

describe.skipIf(!store)('the coastline at harbour ranges', () => {
  it(`differs from the full-detail land polygons in at most ${MAX_MISMATCH * 100}% of the coastal cells, 24 NM to 1 NM`, () => {
    if (!store) return;
    const views = new CoastlineViews(store);
    const report: string[] = [];
    const over: string[] = [];
    for (const place of PLACES) {
      for (const rangeNm of RANGES_NM) {
        const frame = viewOf(place.latDeg, place.lonDeg, rangeNm);
        const reference = rasterise(levelPolygons(store.maxLevel, frame.bbox), frame);
        const drawn = drawnPolygons(views, frame.bbox, rangeNm);
        const shown = rasterise(drawn.polygons, frame);
        const coastal = coastalCells(reference);
        let cells = 0;
        let differing = 0;
        for (let i = 0; i < coastal.length; i += 1) {
          if (!coastal[i]) continue;
          cells += 1;
          if (reference[i] !== shown[i]) differing += 1;
        }
        const share = cells > 0 ? differing / cells : 0;
        const landShare = reference.reduce((sum, v) => sum + v, 0) / reference.length;
        report.push(`${place.name} ${rangeNm} NM: level ${drawn.level}, ${cells} coastal cells, ${(share * 100).toFixed(2)}% differ, land ${(landShare * 100).toFixed(0)}%`);
        if (share > MAX_MISMATCH || cells < 1000) over.push(report.at(-1) ?? '');
      }
    }
    console.log(report.join('\n'));
    expect(over).toEqual([]);
  }, 60_000);

  it('would see a coarser level: the rasterised comparison tells levels apart at harbour ranges', () => {
    if (!store) return;
    const frame = viewOf(54.535, 18.545, 2);
    const reference = rasterise(levelPolygons(store.maxLevel, frame.bbox), frame);
    const coarse = rasterise(levelPolygons(store.maxLevel - 3, frame.bbox), frame);
    const coastal = coastalCells(reference);
    let cells = 0;
    let differing = 0;
    for (let i = 0; i < coastal.length; i += 1) {
      if (!coastal[i]) continue;
      cells += 1;
      if (reference[i] !== coarse[i]) differing += 1;
    }
    expect(differing / cells).toBeGreaterThan(MAX_MISMATCH);
  });
});
