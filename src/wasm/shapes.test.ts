// Shapes and radar echoes through the WASM package.
import { describe, expect, it } from 'vitest';
import { sphereDistanceM } from './geodesy';
import { cameraSectorContains, cameraSectorOutline, navStatusMark, radarEchoCount, radarEchoes, trainGeometry, vesselShape } from './shapes';

describe('vessel shapes', () => {
  it('chooses red triangle, green triangle or hull', () => {
    const missing = vesselShape({ toBowM: 80, toSternM: 20, toPortM: null, toStarboardM: 10 }, 0);
    expect(missing.kind).toBe('notInitialized');
    expect(Array.from(missing.outline)).toEqual([0, 10, 6, -10, -6, -10]);
    expect(Array.from(missing.colour)).toEqual([1, 0, 0, 1]);
    expect(vesselShape({ toBowM: 0, toSternM: 0, toPortM: 5, toStarboardM: 5 }, 0).kind).toBe('defaultTriangle');
    const hull = vesselShape({ toBowM: 80, toSternM: 20, toPortM: 6, toStarboardM: 10 }, 0);
    expect(hull.kind).toBe('hull');
    expect(hull.outline.length).toBe(10);
  });

  it('has a distinct mark per special nav status', () => {
    const names = ['AtAnchor', 'NotUnderCommand', 'EngagedInFishing', 'ConstrainedByDraught', 'RestrictedManouverability'];
    const marks = names.map((n) => JSON.stringify(navStatusMark(n).map((r) => Array.from(r))));
    expect(new Set(marks).size).toBe(5);
    expect(navStatusMark('UnderWayUsingEngine')).toEqual([]);
    expect(navStatusMark('RestrictedManouverability').length).toBe(3);
  });
});

describe('train and camera geometry', () => {
  it('lays a train along the siding', () => {
    const t = trainGeometry({
      latDeg: 54.39,
      lonDeg: 18.66,
      azimuthDeg: 90,
      sidingLengthM: 100,
      trolleyCount: 2,
      locoLengthM: 20,
      locoWidthM: 3,
      trolleyLengthM: 15,
      trolleyWidthM: 3,
      trolleySpacingM: 1,
    });
    expect(t.vehicles.length).toBe(3);
    expect(t.trainLengthM).toBe(52);
    expect(t.exceedsSiding).toBe(false);
    const loco = t.vehicles[0] ?? new Float64Array(8);
    expect(sphereDistanceM(loco[1] ?? 0, loco[0] ?? 0, loco[3] ?? 0, loco[2] ?? 0)).toBeCloseTo(20, 3);
  });

  it('draws the camera sector with 20 segments on the 6371 km sphere', () => {
    const cam = { latDeg: 54.4, lonDeg: 18.6, angleMinDeg: 30, angleMaxDeg: 120, rangeMinM: 100, rangeMaxM: 2000 };
    const ring = cameraSectorOutline(cam);
    expect(ring.length).toBe(84);
    expect(sphereDistanceM(cam.latDeg, cam.lonDeg, ring[1] ?? 0, ring[0] ?? 0, 6371000)).toBeCloseTo(2000, 6);
    expect(cameraSectorContains(cam, 54.4, 18.61)).toBe(true);
    expect(cameraSectorContains(cam, 54.41, 18.6)).toBe(false);
  });
});

describe('radar', () => {
  it('counts echoes from the range and is deterministic per seed', () => {
    expect(radarEchoCount(10)).toBe(500);
    expect(radarEchoCount(0.5)).toBe(2000);
    expect(radarEchoCount(100)).toBe(100);
    const hulls = { xyM: new Float64Array([0, 0, 10, 0, 10, 40, 0, 40, 0, 0]), offsets: new Uint32Array([0, 5]) };
    const land = { xyM: new Float64Array([-4000, 2000, 4000, 2000]), offsets: new Uint32Array([0, 2]) };
    const view = { minXM: -5000, minYM: -5000, maxXM: 5000, maxYM: 5000 };
    const a = radarEchoes(hulls, land, view, 10, 7);
    expect(a).toBeInstanceOf(Float32Array);
    expect(a.length).toBe(1500);
    expect(Array.from(radarEchoes(hulls, land, view, 10, 7))).toEqual(Array.from(a));
    expect(Array.from(radarEchoes(hulls, land, view, 10, 8))).not.toEqual(Array.from(a));
  });
});
