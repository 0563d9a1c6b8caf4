// Geometry through the WASM package: layers leave as typed arrays.
import { describe, expect, it } from 'vitest';
import {
  buildFillLayer,
  buildLineLayer,
  dashVisible,
  geoReference,
  LINE_STYLE,
  normaliseColour,
  parseHexColour,
  projectLonLatRelative,
  unprojectRelative,
} from './geometry';

function triangleArea(positions: Float32Array, indices: Uint32Array): number {
  let area = 0;
  for (let t = 0; t < indices.length; t += 3) {
    const [a, b, c] = [indices[t] ?? 0, indices[t + 1] ?? 0, indices[t + 2] ?? 0].map((i) => [positions[2 * i] ?? 0, positions[2 * i + 1] ?? 0]) as [
      number[],
      number[],
      number[],
    ];
    area += Math.abs(((b[0] ?? 0) - (a[0] ?? 0)) * ((c[1] ?? 0) - (a[1] ?? 0)) - ((c[0] ?? 0) - (a[0] ?? 0)) * ((b[1] ?? 0) - (a[1] ?? 0))) / 2;
  }
  return area;
}

describe('fill layers', () => {
  it('tessellates polygons with holes into one buffer set', () => {
    const layer = buildFillLayer(
      {
        coords: new Float64Array([0, 0, 4, 0, 4, 4, 0, 4, 1, 1, 1, 2, 2, 2, 2, 1, 10, 0, 12, 0, 12, 2]),
        ringOffsets: new Uint32Array([0, 4, 8, 11]),
        featureRingOffsets: new Uint32Array([0, 2, 3]),
        coloursRgba: new Float32Array([255, 0, 0, 1, 0, 0.5, 1, 1]),
        featureIds: new Uint32Array([7, 65536]),
      },
      { xM: 0, yM: 0 },
    );
    expect(layer.positions).toBeInstanceOf(Float32Array);
    expect(layer.indices).toBeInstanceOf(Uint32Array);
    expect(layer.positions.length).toBe(22);
    expect(triangleArea(layer.positions, layer.indices)).toBeCloseTo(15 + 2, 9);
    expect(Array.from(layer.colours.slice(0, 4))).toEqual([255, 0, 0, 255]);
    expect(Array.from(layer.pickColours.slice(-4))).toEqual([0, 0, 1, 255]);
    expect(Array.from(layer.featureRanges)).toEqual([0, layer.featureRanges[1], layer.featureRanges[1], 3]);
    expect(layer.featureIds.length).toBe(11);
    expect(layer.skippedFeatures.length).toBe(0);
  });

  it('projects lon/lat input relative to the origin', () => {
    const layer = buildFillLayer(
      {
        coords: new Float64Array([18, 54, 18.01, 54, 18.01, 54.01]),
        ringOffsets: new Uint32Array([0, 3]),
        featureRingOffsets: new Uint32Array([0, 1]),
        coloursRgba: new Float32Array([0, 0, 0, 1]),
        featureIds: new Uint32Array([1]),
      },
      { latDeg: 54, lonDeg: 18 },
    );
    expect(layer.positions[0]).toBe(0);
    expect(layer.positions[2]).toBeCloseTo((6378137 * 0.01 * Math.PI) / 180, 2);
    expect(layer.indices.length).toBe(3);
  });

  it('gives no triangles below 3 points and throws on inconsistent input', () => {
    const input = {
      coords: new Float64Array([0, 0, 1, 1]),
      ringOffsets: new Uint32Array([0, 2]),
      featureRingOffsets: new Uint32Array([0, 1]),
      coloursRgba: new Float32Array([0, 0, 0, 1]),
      featureIds: new Uint32Array([1]),
    };
    expect(buildFillLayer(input, { xM: 0, yM: 0 }).indices.length).toBe(0);
    expect(() => buildFillLayer({ ...input, featureIds: new Uint32Array([1 << 24]) }, { xM: 0, yM: 0 })).toThrow(/24 bits/);
    expect(() => buildFillLayer({ ...input, ringOffsets: new Uint32Array([0, 5]) }, { xM: 0, yM: 0 })).toThrow(/ring offsets/);
  });
});

describe('line layers', () => {
  it('emits centre line, extrusions, distances and styles', () => {
    const layer = buildLineLayer(
      {
        coords: new Float64Array([0, 0, 10, 0, 10, 10]),
        ringOffsets: new Uint32Array([0, 3]),
        featureRingOffsets: new Uint32Array([0, 1]),
        coloursRgba: new Float32Array([0, 0, 1, 1]),
        featureIds: new Uint32Array([5]),
      },
      new Uint8Array([LINE_STYLE.dashed]),
      false,
      { xM: 0, yM: 0 },
    );
    expect(layer.positions.length).toBe(12);
    expect(layer.indices.length).toBe(12);
    expect(Array.from(layer.distancesM)).toEqual([0, 0, 10, 10, 20, 20]);
    expect(Array.from(layer.styleIds)).toEqual([1, 1, 1, 1, 1, 1]);
    // Right-angle join: miter (-1, 1).
    expect(layer.extrusions[4]).toBeCloseTo(-1, 6);
    expect(layer.extrusions[5]).toBeCloseTo(1, 6);
    expect(dashVisible(LINE_STYLE.dashed, 5)).toBe(true);
    expect(dashVisible(LINE_STYLE.dashed, 13)).toBe(false);
    expect(dashVisible(LINE_STYLE.dotted, 3)).toBe(false);
  });
});

describe('projection, geo reference and colours', () => {
  it('keeps sub-metre detail in f32 relative positions', () => {
    const lonPerM = 180 / (Math.PI * 6378137);
    const lon = 18.54 + 3000 * lonPerM;
    const out = projectLonLatRelative(new Float64Array([lon, 54.53, lon + 0.1 * lonPerM, 54.53]), 54.53, 18.54);
    expect(out).toBeInstanceOf(Float32Array);
    expect(out[0]).toBeCloseTo(3000, 2);
    expect((out[2] ?? 0) - (out[0] ?? 0)).toBeCloseTo(0.1, 2);
  });

  it('round-trips batches through the inverse', () => {
    const lonLat = new Float64Array([18.54, 54.53, -70.1, -33.4, 179.9, 84.9]);
    const xy = Float64Array.from(projectLonLatRelative(lonLat, 0, 0));
    // f32 positions far from the origin lose precision: compare loosely here.
    const back = unprojectRelative(xy, 0, 0);
    lonLat.forEach((v, i) => expect(back[i]).toBeCloseTo(v, 4));
  });

  it('derives the displayed range and the vector length default', () => {
    const g = geoReference(54.53, 18.54, 12, 4, 1600, 900);
    expect(g.displayedRangeNm).toBe(3);
    expect(g.vectorLength).toBe(12);
    expect(g.pixelsPerM).toBeCloseTo(450 / 5556, 12);
    expect(() => geoReference(54.53, 18.54, 12, 0, 1600, 900)).toThrow(/scene scale/);
  });

  it('parses colours with the red fallback', () => {
    expect(Array.from(parseHexColour('#ff0000'))).toEqual([1, 0, 0, 1]);
    expect(Array.from(parseHexColour('nope'))).toEqual([1, 0, 0, 1]);
    expect(Array.from(normaliseColour(255, 0, 51, 1)).map((v) => +v.toFixed(3))).toEqual([1, 0, 0.2, 1]);
  });
});
