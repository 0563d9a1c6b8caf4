import { describe, expect, it } from 'vitest';
import { bboxCentreLat, latOfY, levelWithin, lonOfX, mercatorX, mercatorY, tileBbox, tileCount, tileKey, tilesOf, type Bbox } from './tiles';

describe('coastline tile maths', () => {
  it('projects and unprojects normalised Mercator', () => {
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorX(180)).toBe(1);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.0511287798066)).toBeCloseTo(0, 9);
    expect(mercatorY(-89)).toBeCloseTo(1, 9);
    for (const lat of [-80, -45.5, 0, 18.54, 54.53, 84]) expect(latOfY(mercatorY(lat))).toBeCloseTo(lat, 9);
    expect(lonOfX(mercatorX(18.54))).toBeCloseTo(18.54, 12);
  });

  it('gives tile bounds that neighbours share exactly', () => {
    const a = tileBbox({ z: 10, x: 564, y: 330 });
    const east = tileBbox({ z: 10, x: 565, y: 330 });
    const south = tileBbox({ z: 10, x: 564, y: 331 });
    expect(a[2]).toBe(east[0]);
    expect(a[1]).toBe(south[3]);
    expect(tileBbox({ z: 0, x: 0, y: 0 })[0]).toBe(-180);
    expect(tileKey({ z: 3, x: 1, y: 2 })).toBe('3/1/2');
  });

  it('lists the tiles a bbox meets, also across the antimeridian', () => {
    const gdansk: Bbox = [18.3, 54.3, 18.9, 54.8];
    const tiles = tilesOf(gdansk, 10);
    expect(tiles.length).toBe(tileCount(gdansk, 10));
    for (const tile of tiles) {
      const [w, s, e, n] = tileBbox(tile);
      expect(w < 18.9 && e > 18.3 && s < 54.8 && n > 54.3).toBe(true);
    }
    const across = tilesOf([179, -1, -179, 1], 4);
    expect(across.map((tile) => tile.x).sort((a, b) => a - b)).toEqual([0, 0, 15, 15]);
    expect(tilesOf([-180, -90, 180, 90], 0)).toEqual([{ z: 0, x: 0, y: 0 }]);
  });

  it('keeps a large bbox within the tile limit by a coarser level', () => {
    const world: Bbox = [-180, -85, 180, 85];
    const z = levelWithin(world, 10, 64);
    expect(tileCount(world, z)).toBeLessThanOrEqual(64);
    expect(tileCount(world, z + 1)).toBeGreaterThan(64);
    expect(levelWithin([18.5, 54.5, 18.6, 54.6], 10, 64)).toBe(10);
  });

  it('centres on the Mercator middle of the bbox', () => {
    expect(bboxCentreLat([0, -10, 1, 10])).toBeCloseTo(0, 9);
    const centre = bboxCentreLat([18, 54, 19, 55]);
    expect(centre).toBeGreaterThan(54.49);
    expect(centre).toBeLessThan(54.51);
  });
});
