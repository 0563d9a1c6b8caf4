// How S-52 writes a depth (SNDFRM04, used for soundings and depth contour
// values): metres truncated (never rounded up: a sounding must not look
// deeper than it is); below 31 m the decimetres follow as a smaller
// subscript when they are not 0; from 31 m whole metres only. A drying
// height (negative depth) is written as its height, underlined.

/** Depths below this keep their decimetres (S-52). */
export const DECIMETRES_BELOW_M = 31;

export interface DepthText {
  /** Whole metres. */
  integer: string;
  /** Decimetres as one digit, or null when none is shown. */
  fraction: string | null;
  /** A drying height (the depth was negative): drawn underlined. */
  drying: boolean;
}

/** Truncation that forgives float noise (2.3 stored as 2.2999999 is still 2.3). */
const truncate = (value: number): number => Math.floor(value + 1e-6);

export function depthText(depthM: number): DepthText | null {
  if (!Number.isFinite(depthM)) return null;
  const drying = depthM < 0;
  const value = Math.abs(depthM);
  if (value < DECIMETRES_BELOW_M) {
    const tenths = truncate(value * 10);
    const integer = Math.floor(tenths / 10);
    const fraction = tenths % 10;
    return { integer: String(integer), fraction: fraction === 0 ? null : String(fraction), drying };
  }
  return { integer: String(truncate(value)), fraction: null, drying };
}
