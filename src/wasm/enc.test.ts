// The S-57 reader through the WASM package in Node, on a real cell with its
// update file (numbers as GDAL's S-57 driver gives them for US4AK3SB).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EncGeometryKind, readEnc, type EncCell, type EncLayer } from './enc';

const cellDir = fileURLToPath(new URL('../../../shared/data/enc/US4AK3SB/', import.meta.url));
const present = existsSync(`${cellDir}US4AK3SB.000`);
if (!present && process.env.CI === 'true') {
  throw new Error(`ENC test data missing: ${cellDir}US4AK3SB.000`);
}

function layer(cell: EncCell, name: string): EncLayer {
  const found = cell.layers.find((l) => l.name === name);
  if (!found) throw new Error(`no layer ${name}`);
  return found;
}

describe.skipIf(!present)('S-57 reader in WASM (US4AK3SB with update 1)', () => {
  const read = (): EncCell =>
    readEnc('US4AK3SB.000', readFileSync(`${cellDir}US4AK3SB.000`), [readFileSync(`${cellDir}US4AK3SB.001`)]);

  it('applies the update and reports the dataset fields', () => {
    const cell = read();
    expect(cell.dataset.DSID_DSNM).toBe('US4AK3SB.000');
    expect(cell.dataset.DSID_UPDN).toBe('1');
    expect(cell.dataset.DSPM_CSCL).toBe(40000);
    expect(cell.layers).toHaveLength(23);
    expect(cell.warnings).toEqual([]);
  });

  it('gives polygons as typed buffers, exterior ring first and closed', () => {
    const depare = layer(read(), 'DEPARE');
    expect(depare.featureKinds).toBeInstanceOf(Uint8Array);
    expect(depare.featureKinds).toHaveLength(47);
    expect(depare.featureKinds.every((k) => k === EncGeometryKind.Polygon)).toBe(true);
    expect(depare.lonLatDeg).toBeInstanceOf(Float64Array);
    expect(depare.lonLatDeg.length / 2).toBe(18142);
    expect(depare.featurePartOffsets[47]).toBe(81); // rings
    expect(depare.attributes[0]).toEqual({
      RCID: 41, PRIM: 3, GRUP: 1, OBJL: 42, RVER: 1, AGEN: 550,
      FIDN: 879468578, FIDS: 8650, LNAM: '0226346BA02221CA', DRVAL1: 73.1, DRVAL2: 91.4,
    });
    // Every ring closes on its first vertex.
    for (let ring = 0; ring + 1 < depare.partVertexOffsets.length; ring++) {
      const first = depare.partVertexOffsets[ring] ?? 0;
      const last = (depare.partVertexOffsets[ring + 1] ?? 0) - 1;
      expect(depare.lonLatDeg[2 * last]).toBe(depare.lonLatDeg[2 * first]);
      expect(depare.lonLatDeg[2 * last + 1]).toBe(depare.lonLatDeg[2 * first + 1]);
    }
  });

  it('gives soundings with depth in metres', () => {
    const soundg = layer(read(), 'SOUNDG');
    expect(soundg.featureKinds.every((k) => k === EncGeometryKind.Soundings)).toBe(true);
    expect(soundg.depthM).toHaveLength(761);
    expect(soundg.lonLatDeg).toHaveLength(2 * 761);
    expect(soundg.depthM[0]).toBeCloseTo(76.8, 9);
    expect(soundg.lonLatDeg[0]).toBeCloseTo(-170.684666, 9);
    expect(soundg.lonLatDeg[1]).toBeCloseTo(57.15192, 9);
  });

  it('throws an Error naming the file for a broken cell', () => {
    const base = readFileSync(`${cellDir}US4AK3SB.000`);
    expect(() => readEnc('BROKEN.000', base.subarray(0, 5000))).toThrow(/^BROKEN\.000, record \d+: file ends inside a record/);
    expect(() => readEnc('TEXT.000', new TextEncoder().encode('not an ENC cell at all, just text'))).toThrow(/TEXT\.000/);
  });
});
