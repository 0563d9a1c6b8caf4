// Typed wrappers of prediction stepping, zoom maths and picking ids.
import * as wasm from './core';

export interface LatLon {
  latDeg: number;
  lonDeg: number;
}

function latLon(values: Float64Array): LatLon {
  const [latDeg, lonDeg] = values;
  if (latDeg === undefined || lonDeg === undefined) throw new Error('WASM core returned a malformed position');
  return { latDeg, lonDeg };
}

/** A new ghost every 300 ms. */
export const GHOST_INTERVAL_MS = 300;

export function deadReckon(from: LatLon, speedKn: number, courseDeg: number, elapsedS: number): LatLon {
  return latLon(wasm.deadReckon(from.latDeg, from.lonDeg, speedKn, courseDeg, elapsedS));
}

export const canPredict = (speedKn: number, courseDeg: number): boolean => wasm.canPredict(speedKn, courseDeg);
export const ghostTimeStep = (steps: number): number => wasm.ghostTimeStep(steps);

/** Position of the n-th ghost (n = 1, 2, ...): time step 0.3 n minutes. */
export function ghostPosition(from: LatLon, speedKn: number, courseDeg: number, steps: number): LatLon {
  return latLon(wasm.ghostPosition(from.latDeg, from.lonDeg, speedKn, courseDeg, steps));
}

export function motionVectorEnd(from: LatLon, speedKn: number, courseDeg: number, vectorLengthMin: number): LatLon {
  return latLon(wasm.motionVectorEnd(from.latDeg, from.lonDeg, speedKn, courseDeg, vectorLengthMin));
}

export const wheelValue = (wheelDelta: number, sensitivity: number): number => wasm.wheelValue(wheelDelta, sensitivity);
export const zoomStepSize = (displayedRangeNm: number): number => wasm.zoomStepSize(displayedRangeNm);
export const applyWheel = (sceneScale: number, initialRangeNm: number, wheelDelta: number, sensitivity: number, scalable: boolean): number =>
  wasm.applyWheel(sceneScale, initialRangeNm, wheelDelta, sensitivity, scalable);

/** The id's [r, g, b] bytes; throws for ids of 2^24 or more. */
export const idToRgb = (id: number): Uint8Array => wasm.idToRgb(id);
/** red + green*256 + blue*65536. */
export const rgbToId = (red: number, green: number, blue: number): number => wasm.rgbToId(red, green, blue);
export const pickColours = (ids: Uint32Array): Uint8Array => wasm.pickColours(ids);
/** Throws unless train and vessel ids are in 1..2^24 - 1 and never collide. */
export const validatePickIds = (trainIds: Uint32Array, vesselIds: Uint32Array): void => wasm.validatePickIds(trainIds, vesselIds);

export type PickTarget = 'nothing' | 'train' | 'vessel' | 'other';

/** What a picked id refers to; trains are looked up first (spec section 2). */
export function resolvePick(id: number, trainIds: Uint32Array, vesselIds: Uint32Array): PickTarget {
  const kind = wasm.resolvePick(id, trainIds, vesselIds);
  if (kind !== 'nothing' && kind !== 'train' && kind !== 'vessel' && kind !== 'other') throw new Error(`unknown pick target ${kind}`);
  return kind;
}
