// S-57 ENC cells through the WASM core: cell bytes (and update files
// .001, .002, … in order) in, per-layer typed buffers plus attribute tables
// out. No JS object per vertex: geometry stays in typed arrays.
import { checkEncUpdate as checkEncUpdateRaw, readEncCell } from './core';

/** Geometry kind code per feature (see `EncLayer.featureKinds`). */
export const EncGeometryKind = {
  None: 0,
  Point: 1,
  /** Soundings: one part, depth per vertex in `depthM`. */
  Soundings: 2,
  LineString: 3,
  MultiLineString: 4,
  /** Exterior ring first, then interior rings; every ring closed. */
  Polygon: 5,
} as const;

/** IALA buoyage region per feature (`EncLayer.buoyageRegions`). */
export const EncBuoyageRegion = {
  /** Not a point, or the cell names no region there. */
  Unknown: 0,
  /** IALA region A (port hand red). */
  A: 1,
  /** IALA region B (port hand green: "red right returning"). */
  B: 2,
} as const;

/** An attribute value as GDAL types it: numbers, strings, lists of strings. */
export type EncValue = number | string | string[] | number[];

/** The properties of one feature: RCID, PRIM, GRUP, OBJL, RVER, AGEN, FIDN, FIDS, LNAM, LNAM_REFS, FFPT_RIND and the S-57 attributes by acronym. */
export type EncProperties = Record<string, EncValue>;

/** One object class of a cell. */
export interface EncLayer {
  /** Object class acronym (DEPARE, SOUNDG, …). */
  name: string;
  /** One EncGeometryKind code per feature, in record-id order. */
  featureKinds: Uint8Array;
  /** Feature i has parts featurePartOffsets[i] .. featurePartOffsets[i + 1]. */
  featurePartOffsets: Uint32Array;
  /** Part j (line or ring) has vertices partVertexOffsets[j] .. partVertexOffsets[j + 1]. */
  partVertexOffsets: Uint32Array;
  /** Interleaved lon, lat in degrees (WGS84), two numbers per vertex. */
  lonLatDeg: Float64Array;
  /** Depth in metres per vertex (NaN for 2-D vertices); empty when the layer has no soundings. */
  depthM: Float64Array;
  /** One properties object per feature. */
  attributes: EncProperties[];
  /** One EncBuoyageRegion code per feature: for points that of the cell's M_NSYS area they lie in. */
  buoyageRegions: Uint8Array;
}

/** A read cell. */
export interface EncCell {
  /** DSID, DSSI and DSPM fields (DSID_DSNM, DSPM_CSCL, …). */
  dataset: EncProperties;
  layers: EncLayer[];
  /** Non-fatal problems (file, record, field: message). */
  warnings: string[];
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Reads a base cell (`name` like `US4MD81M.000`, for messages) and applies
 * its update files in order. Throws an Error naming the file, record and
 * field for a broken cell.
 */
export function readEnc(name: string, base: Uint8Array, updates: readonly Uint8Array[] = []): EncCell {
  const lengths = Uint32Array.from(updates, (u) => u.length);
  const raw = readEncCell(name, base, concat(updates), lengths);
  try {
    const layers: EncLayer[] = [];
    for (let i = 0; i < raw.layerCount(); i++) {
      layers.push({
        name: raw.layerName(i),
        featureKinds: raw.featureKinds(i),
        featurePartOffsets: raw.featurePartOffsets(i),
        partVertexOffsets: raw.partVertexOffsets(i),
        lonLatDeg: raw.lonLatDeg(i),
        depthM: raw.depthM(i),
        attributes: JSON.parse(raw.attributesJson(i)) as EncProperties[],
        buoyageRegions: raw.buoyageRegions(i),
      });
    }
    return {
      dataset: JSON.parse(raw.datasetJson()) as EncProperties,
      layers,
      warnings: raw.warnings(),
    };
  } finally {
    raw.free();
  }
}

/** Why an update file is not the cell's next one (the core's refusal, typed), or that a file cannot be read. */
export type EncUpdateRefusal =
  | { code: 'not-an-update' }
  | { code: 'other-cell'; cell: string; updateFor: string }
  | { code: 'other-edition'; cellEdition: number; updateEdition: number }
  | { code: 'already-applied'; update: number; applied: number }
  | { code: 'out-of-order'; expected: number; found: number }
  | { code: 'name-mismatch'; fileNumber: number; update: number }
  | { code: 'unreadable' };

/** The answer of checkEncUpdate: the cell's state with the update, or why not (with the core's English message). */
export type EncUpdateCheck = { ok: true; cell: string; edition: number; update: number } | ({ ok: false; message: string } & EncUpdateRefusal);

/**
 * Whether `candidate` (an update file named like `US4MD81M.002`) is the
 * next update of the base cell with its stored updates (in order .001, …;
 * applied as far as they follow each other, as the reader applies them).
 * S-57 applies updates strictly in sequence. Reads the files' DSIDs only.
 */
export function checkEncUpdate(baseName: string, base: Uint8Array, stored: readonly Uint8Array[], candidateName: string, candidate: Uint8Array): EncUpdateCheck {
  const lengths = Uint32Array.from(stored, (u) => u.length);
  return JSON.parse(checkEncUpdateRaw(baseName, base, concat(stored), lengths, candidateName, candidate)) as EncUpdateCheck;
}
