// The built coastline store (npm run build links it as .cache/coastline):
// Gdańsk Bay at the start view's level and at the finest, and the format.
import { afterAll, describe, expect, it } from 'vitest';
import { START_POSITION, START_RANGE_NM } from '../../../protocol/geo';
import { coastlineLevel } from '../../../wasm/chartScale';
import { openCoastlineStore } from '../../testing/coastlineStore';
import { isLand, polygonContains } from './store';
import { mercatorX, mercatorY, tileBbox } from './tiles';

const tileAt = (z: number, lonDeg: number, latDeg: number) => ({ z, x: Math.floor(mercatorX(lonDeg) * 2 ** z), y: Math.floor(mercatorY(latDeg) * 2 ** z) });

const store = openCoastlineStore();
afterAll(() => store?.close());

/** Known places of Gdańsk Bay: [name, lon, lat, land]. */
const PLACES: [string, number, number, boolean][] = [
  ['Jastarnia on the Hel peninsula', 18.6786, 54.6965, true],
  ['Hel town', 18.8, 54.6065, true],
  ['Gdynia city centre', 18.5305, 54.5189, true],
  ['Sopot', 18.55, 54.44, true],
  ['Gdańsk old town', 18.653, 54.348, true],
  ['the Gulf between Hel and Gdynia', 18.65, 54.6, false],
  ['Puck Bay', 18.52, 54.68, false],
  ['the open Baltic north of Hel', 18.8, 55.0, false],
  ['the Gulf off Gdańsk', 18.9, 54.45, false],
];

describe.skipIf(!store)('the coastline store', () => {
  it('has the manifest of its format with the attribution', () => {
    expect(store?.manifest.attribution).toBe('© OpenStreetMap contributors');
    expect(store?.manifest.license).toBe('ODbL');
    expect(store?.manifest.levels.map((level) => level.level)).toEqual([...Array(11).keys()]);
  });

  it('draws the Hel peninsula, Gdynia, Sopot and Gdańsk as land and the Gulf as water at the start level and the finest', () => {
    if (!store) return;
    const startLevel = coastlineLevel(START_RANGE_NM, START_POSITION.latDeg);
    for (const level of [startLevel, store.maxLevel, 8]) {
      for (const [name, lon, lat, land] of PLACES) expect(isLand(store, lon, lat, level), `${name} at level ${level}`).toBe(land);
    }
  });

  it('keeps Gdynia port basins at the finest level (a basin is water, the pier beside it land)', () => {
    if (!store) return;
    // A basin of the inner port and, 70 m west, the quay of Nabrzeże Szwedzkie.
    expect(isLand(store, 18.5495, 54.5303)).toBe(false);
    expect(isLand(store, 18.54835, 54.53015)).toBe(true);
  });

  it('answers tiles as water, land or coast, coast polygons inside their tile', () => {
    if (!store) return;
    expect(store.tile({ z: 10, x: 0, y: 300 }).state).toBe('water');
    // Central Poland (52 N, 19.5 E) at level 6 is land throughout.
    expect(store.state(tileAt(6, 19.5, 52))).toBe('land');
    const tile = tileAt(10, 18.54, 54.53);
    const content = store.tile(tile);
    expect(content.state).toBe('coast');
    if (content.state !== 'coast') return;
    const [west, south, east, north] = tileBbox(tile);
    for (const polygon of content.polygons) {
      for (let i = 0; i < polygon.coordinates.length; i += 2) {
        expect(polygon.coordinates[i]).toBeGreaterThanOrEqual(west - 1e-6);
        expect(polygon.coordinates[i]).toBeLessThanOrEqual(east + 1e-6);
        expect(polygon.coordinates[i + 1]).toBeGreaterThanOrEqual(south - 1e-6);
        expect(polygon.coordinates[i + 1]).toBeLessThanOrEqual(north + 1e-6);
      }
    }
  });
});

describe('polygonContains', () => {
  it('treats holes as outside', () => {
    const square = { coordinates: [0, 0, 10, 0, 10, 10, 0, 10, 0, 0, 4, 4, 6, 4, 6, 6, 4, 6, 4, 4], partStarts: [0, 5] };
    expect(polygonContains(square, 1, 1)).toBe(true);
    expect(polygonContains(square, 5, 5)).toBe(false);
    expect(polygonContains(square, 11, 5)).toBe(false);
  });
});
