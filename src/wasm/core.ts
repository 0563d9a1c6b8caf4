// The one TypeScript module that imports the generated WASM package
// (crates/traxis-wasm, built into ./pkg by `npm start` / `npm test`).
// The browser loads it through vite-plugin-wasm; Node loads the same package
// natively (node --experimental-wasm-modules). Everything else imports the
// core from here.
import { checkEncUpdate, coreVersion, mercatorProject, mercatorUnproject, readEncCell, type EncLayers } from './pkg/traxis_wasm.js';

/** A position in spherical Mercator metres. */
export interface MercatorPoint {
  xM: number;
  yM: number;
}

/** A geographic position in degrees (src/protocol/geo.ts). */
export type { GeoPoint } from '../protocol/geo';
import type { GeoPoint } from '../protocol/geo';

export { coreVersion };

/** Raw S-57 reader and update check of the WASM core; use `readEnc` and `checkEncUpdate` from `./enc` instead. */
export { checkEncUpdate, readEncCell, type EncLayers };

/** The two numbers of a pair the core returns as a Float64Array. */
function pair(values: Float64Array): [number, number] {
  const [a, b] = values;
  if (values.length !== 2 || a === undefined || b === undefined) throw new Error('WASM core returned a malformed pair');
  return [a, b];
}

/** Spherical Mercator (R = 6378137 m). Throws an Error for non-finite input or |lat| > 90. */
export function projectMercator({ latDeg, lonDeg }: GeoPoint): MercatorPoint {
  const [xM, yM] = pair(mercatorProject(latDeg, lonDeg));
  return { xM, yM };
}

/** Inverse of projectMercator. */
export function unprojectMercator({ xM, yM }: MercatorPoint): GeoPoint {
  const [latDeg, lonDeg] = pair(mercatorUnproject(xM, yM));
  return { latDeg, lonDeg };
}

// The bindings the typed wrappers beside this module use (geometry.ts,
// geodesy.ts, motion.ts, shapes.ts, fill.ts): named, so the linter can keep
// the generated package behind this one module.
export {
  ConflictEngine,
  FillLayerBuilder,
  FillTessellator,
  Layer,
  TriangleRuns,
  applyWheel,
  bandPreference,
  binTriangles,
  bestUsageBand,
  buildLineLayer,
  buildVesselLayer,
  cameraSectorContains,
  cameraSectorOutline,
  canPredict,
  coastlineLevel,
  coastlineMaxLevel,
  coverageRanks,
  conflictEncounter,
  conflictHeadingIntoShare,
  conflictReleaseFactor,
  conflictResultStride,
  conflictTrackStride,
  dashVisible,
  deadReckon,
  displayScaleDenominator,
  formatBearing,
  formatDistance,
  formatLeg,
  formatTotal,
  geoReference,
  ghostPosition,
  ghostTimeStep,
  idToRgb,
  karneyInverse,
  motionVectorEnd,
  navStatusMark,
  navStatusMarkOffsets,
  normaliseColour,
  parseHexColour,
  pickColours,
  polylineLengthNm,
  projectLonLatRelative,
  radarEchoCount,
  radarEchoes,
  ringWithin,
  resolvePick,
  rgbToId,
  rulerLeg,
  scaminVisible,
  sphereDistanceM,
  trainGeometry,
  unprojectRelative,
  usageBandForScale,
  validatePickIds,
  vesselShape,
  wasmMemory,
  wheelValue,
  zoomStepSize,
} from './pkg/traxis_wasm.js';
