// Colour arithmetic of the live layers' palettes: WCAG 2 relative luminance
// and contrast ratio, and an S-52 colour brought to a luminance with its hue
// kept (the palettes dim day to dusk to night as the S-52 tables do, to
// levels that stay 3:1 against the chart under them: vesselColours.ts).

/** sRGB 0-255. */
export type Rgb = readonly [number, number, number];

const toLinear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (l: number): number => {
  const v = l <= 0.0031308 ? l * 12.92 : 1.055 * l ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, v)) * 255);
};
const WEIGHTS = [0.2126, 0.7152, 0.0722] as const;
const luminanceOfLinear = (l: readonly number[]): number => WEIGHTS.reduce((sum, w, i) => sum + w * (l[i] ?? 0), 0);

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(rgb: Rgb): number {
  return luminanceOfLinear(rgb.map(toLinear));
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * The colour of `rgb`'s hue at relative luminance `target`: scaled in
 * linear light (darker), or its brightest form mixed with white (lighter).
 */
export function atLuminance(rgb: Rgb, target: number): Rgb {
  const linear = rgb.map(toLinear);
  const peak = Math.max(...linear);
  const full = peak > 0 ? linear.map((l) => l / peak) : [1, 1, 1];
  // s in [0, 1]: black to the hue's brightest; [1, 2]: on to white.
  const at = (s: number): number[] => (s <= 1 ? full.map((l) => l * s) : full.map((l) => l + (1 - l) * (s - 1)));
  let [low, high] = [0, 2];
  for (let i = 0; i < 40; i += 1) {
    const mid = (low + high) / 2;
    if (luminanceOfLinear(at(mid)) < target) low = mid;
    else high = mid;
  }
  const [r = 0, g = 0, b = 0] = at((low + high) / 2).map(toSrgb);
  return [r, g, b];
}
