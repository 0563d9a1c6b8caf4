// Typed wrappers of the ruler geodesy: sphere R = 6378137 m (what the ruler
// shows), WGS84 Karney as the exact option, and the ruler's labels.
import * as wasm from './core';

export interface Leg {
  distanceNm: number;
  bearingDeg: number;
}

function two(values: Float64Array): [number, number] {
  const [a, b] = values;
  if (a === undefined || b === undefined) throw new Error('WASM core returned a malformed pair');
  return [a, b];
}

/** Distance (NM) and true bearing (0..360) on the chart sphere. */
export function rulerLeg(lat1Deg: number, lon1Deg: number, lat2Deg: number, lon2Deg: number): Leg {
  const [distanceNm, bearingDeg] = two(wasm.rulerLeg(lat1Deg, lon1Deg, lat2Deg, lon2Deg));
  return { distanceNm, bearingDeg };
}

/** Total length (NM) of [lon, lat, ...]. */
export function polylineLengthNm(lonLatDeg: Float64Array): number {
  return wasm.polylineLengthNm(lonLatDeg);
}

/** Great-circle distance in metres (default radius 6378137 m). */
export function sphereDistanceM(lat1Deg: number, lon1Deg: number, lat2Deg: number, lon2Deg: number, radiusM?: number): number {
  return wasm.sphereDistanceM(lat1Deg, lon1Deg, lat2Deg, lon2Deg, radiusM);
}

/** WGS84 ellipsoidal distance (m) and initial true bearing (0..360) by Karney's algorithm. */
export function karneyInverse(lat1Deg: number, lon1Deg: number, lat2Deg: number, lon2Deg: number): { distanceM: number; bearingDeg: number } {
  const [distanceM, bearingDeg] = two(wasm.karneyInverse(lat1Deg, lon1Deg, lat2Deg, lon2Deg));
  return { distanceM, bearingDeg };
}

export const formatDistance = (distanceNm: number): string => wasm.formatDistance(distanceNm);
export const formatBearing = (bearingDeg: number): string => wasm.formatBearing(bearingDeg);
export const formatLeg = (distanceNm: number, bearingDeg: number): string => wasm.formatLeg(distanceNm, bearingDeg);
export const formatTotal = (totalNm: number): string => wasm.formatTotal(totalNm);
