// The view in the URL hash: `#lat,lon,rangeNm` (read on load and on
// hashchange, written back after view changes).
import type { GeoPoint } from '../../wasm/core';

export interface HashView {
  centre: GeoPoint;
  rangeNm: number;
}

/** Parses '#54.5,18.6,12'; null when malformed or out of range. */
export function parseViewHash(hash: string): HashView | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const parts = text.split(',');
  if (parts.length !== 3 || parts.some((p) => p.trim() === '')) return null;
  const [latDeg, lonDeg, rangeNm] = parts.map(Number) as [number, number, number];
  if (![latDeg, lonDeg, rangeNm].every(Number.isFinite)) return null;
  if (Math.abs(latDeg) > 85 || Math.abs(lonDeg) > 180 || rangeNm <= 0) return null;
  return { centre: { latDeg, lonDeg }, rangeNm };
}

export function formatViewHash(view: HashView): string {
  return `#${view.centre.latDeg.toFixed(6)},${view.centre.lonDeg.toFixed(6)},${Number(view.rangeNm.toPrecision(6))}`;
}

/** Calls `write` once `delayMs` after the last `schedule`. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const schedule = (...args: A): void => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, delayMs);
  };
  const cancel = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return { schedule, cancel };
}
