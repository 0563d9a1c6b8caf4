// The level of detail of a world contour view (the built coastline store):
// the core's level for the range, coarser for a large bbox or too many
// vertices, so no view holds more than MAX_WORLD_CONTOUR_VERTICES.
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_WORLD_CONTOUR_TILES, MAX_WORLD_CONTOUR_VERTICES } from '../../../protocol/chart';
import { openCoastlineStore } from '../../testing/coastlineStore';
import { CoastlineViews } from './view';
import type { Bbox } from './tiles';

const store = openCoastlineStore();
afterAll(() => store?.close());

const NM_PER_DEG_LAT = 60;

/** The bbox of a 1920x1080 view of `rangeNm` (half the height) around a position. */
function viewBbox(lonDeg: number, latDeg: number, rangeNm: number, aspect = 16 / 9): Bbox {
  const halfLat = rangeNm / NM_PER_DEG_LAT;
  const halfLon = (halfLat * aspect) / Math.cos((latDeg * Math.PI) / 180);
  return [Math.max(-180, lonDeg - halfLon), Math.max(-85, latDeg - halfLat), Math.min(180, lonDeg + halfLon), Math.min(85, latDeg + halfLat)];
}

describe.skipIf(!store)('world contour view plans', () => {
  const views = store ? new CoastlineViews(store) : null;
  const bound = (tiles: { z: number; x: number; y: number }[]) => tiles.reduce((sum, tile) => sum + (store?.vertexBound(tile) ?? 0), 0);

  it('chooses the level for the range at the start view: finest at 24 NM and below, coarser further out', () => {
    if (!views) return;
    expect(views.plan(viewBbox(18.54, 54.53, 24), 24).level).toBe(10);
    expect(views.plan(viewBbox(18.54, 54.53, 2), 2).level).toBe(10);
    expect(views.plan(viewBbox(18.54, 54.53, 50), 50).level).toBe(8);
    expect(views.plan(viewBbox(18.54, 54.53, 200), 200).level).toBe(6);
  });

  it('goes coarser when the tiles of the wanted level would hold more vertices than allowed', () => {
    if (!views) return;
    const bbox = viewBbox(18.54, 54.53, 24);
    const full = views.plan(bbox, 24);
    const fullVertices = bound(full.tiles);
    expect(fullVertices).toBeGreaterThan(100);
    const limited = views.plan(bbox, 24, Math.floor(fullVertices / 2));
    expect(limited.level).toBeLessThan(full.level);
    expect(bound(limited.tiles)).toBeLessThanOrEqual(Math.floor(fullVertices / 2));
  });

  it('keeps every view within the vertex and tile limits, also over the most detailed coasts and on wide screens', () => {
    if (!views) return;
    // Norway's fjords, Greenland, Chile's channels, the Aegean, the Canadian archipelago, Gdańsk Bay.
    const places: [number, number][] = [
      [5.3, 60.4],
      [-51.7, 64.2],
      [-74, -50],
      [25, 37.5],
      [-95, 74],
      [18.54, 54.53],
    ];
    for (const [lon, lat] of places) {
      for (const rangeNm of [2, 5, 12, 24, 50, 100, 200, 1000]) {
        for (const aspect of [16 / 9, 32 / 9, 9 / 16]) {
          const plan = views.plan(viewBbox(lon, lat, rangeNm, aspect), rangeNm);
          expect(plan.tiles.length, `${lon} ${lat} ${rangeNm}`).toBeLessThanOrEqual(MAX_WORLD_CONTOUR_TILES);
          expect(bound(plan.tiles), `${lon} ${lat} ${rangeNm}`).toBeLessThanOrEqual(MAX_WORLD_CONTOUR_VERTICES);
        }
      }
    }
  });
});
