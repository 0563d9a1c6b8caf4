// The live layers' colours (atons, stations, warnings, cameras and their
// sectors, lightning, radar, the tools' drawings, the labels): an S-52
// colour token in the theme, as the chart's own colours are, brought into
// the theme's luminance band for things drawn over the chart.
//
// The S-52 tables are made for a chart under a symbol: at night their user
// information colours sit at a relative luminance (WCAG) of 0.01-0.02,
// under 1.3:1 against the night sea; by day some are lighter than the
// depth areas under them. So each token keeps its own hue in the theme's
// table (S-52's night colours are not its day colours darkened) and is
// scaled in linear light into the band: by day at least 0.28 (3:1 against
// the dark sea of the world contour map under two overlapping live area
// fills, relative luminance 0.05; a dark halo gives 3:1 against
// light depth areas and land), at dusk 0.24-0.30, at night 0.135-0.145
// (3:1 against every S-52 night area colour and the night sea, with the
// live areas' faint fills over them, while the 99th percentile of the live
// pixels stays at or under 0.15). Every live
// symbol is drawn with the halo colour around it.
import { colourRgb, type ColourToken, type Rgb } from '../../../protocol/s52Colours';
import type { Theme } from '../../../protocol/preferences';

/** The relative luminance band of a live symbol's colour per theme (WCAG 2 relative luminance). */
export const LIVE_LUMINANCE: Readonly<Record<Theme, { min: number; max: number }>> = {
  day: { min: 0.28, max: 1 },
  dusk: { min: 0.24, max: 0.3 },
  night: { min: 0.135, max: 0.145 },
};

/** The halo under every live symbol and line: S-52's outline colour, near black in every table. */
export const HALO_TOKEN: ColourToken = 'OUTLW';

const toLinear = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const toByte = (l: number): number => {
  const c = Math.min(1, Math.max(0, l));
  const s = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return Math.round(255 * s);
};
const luminanceOfLinear = (r: number, g: number, b: number): number => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
export const relativeLuminance = (rgb: readonly number[]): number => luminanceOfLinear(toLinear(rgb[0] ?? 0), toLinear(rgb[1] ?? 0), toLinear(rgb[2] ?? 0));

/** WCAG 2 contrast ratio of two sRGB colours (1..21). */
export function contrastRatio(a: readonly number[], b: readonly number[]): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A colour scaled in linear light to a relative luminance (towards white once a channel is full), its hue kept as far as it can be. */
export function withLuminance(rgb: Rgb, target: number): Rgb {
  const lin = rgb.map(toLinear);
  const [r = 0, g = 0, b = 0] = lin;
  const l = luminanceOfLinear(r, g, b);
  let scaled = l > 0 ? lin.map((c) => Math.min(1, (c * target) / l)) : [target, target, target];
  const reached = luminanceOfLinear(scaled[0] ?? 0, scaled[1] ?? 0, scaled[2] ?? 0);
  if (reached < target - 1e-6) {
    // Mixing with white raises the luminance linearly: t = (target - L) / (1 - L).
    const t = (target - reached) / (1 - reached);
    scaled = scaled.map((c) => c + (1 - c) * t);
  }
  return [toByte(scaled[0] ?? 0), toByte(scaled[1] ?? 0), toByte(scaled[2] ?? 0)];
}

/** A live symbol's colour for an S-52 token in a theme: the token's value there, brought into the theme's band. */
export function liveRgb(token: ColourToken, theme: Theme): Rgb {
  const rgb = colourRgb(token, theme);
  const band = LIVE_LUMINANCE[theme] ?? LIVE_LUMINANCE.day;
  const l = relativeLuminance(rgb);
  if (l >= band.min && l <= band.max) return rgb;
  return withLuminance(rgb, Math.min(band.max, Math.max(band.min, l)));
}

/** Any RGBA 0-255 brought into a theme's band (hue and alpha kept); near-black halos stay as they are. */
export function bandRgba(rgba: readonly number[], theme: Theme): readonly [number, number, number, number] {
  const rgb: Rgb = [rgba[0] ?? 0, rgba[1] ?? 0, rgba[2] ?? 0];
  const alpha = rgba[3] ?? 255;
  const band = LIVE_LUMINANCE[theme] ?? LIVE_LUMINANCE.day;
  const l = relativeLuminance(rgb);
  if (l < 0.05 || (l >= band.min && l <= band.max)) return [rgb[0], rgb[1], rgb[2], alpha];
  const [r, g, b] = withLuminance(rgb, Math.min(band.max, Math.max(band.min, l)));
  return [r, g, b, alpha];
}

/** The halo colour in a theme. */
export const haloRgb = (theme: Theme): Rgb => colourRgb(HALO_TOKEN, theme);

/** RGBA 0-255 of a live colour, with an alpha 0-1. */
export const liveRgba = (token: ColourToken, theme: Theme, alpha = 1): readonly [number, number, number, number] => {
  const [r, g, b] = liveRgb(token, theme);
  return [r, g, b, Math.round(255 * alpha)];
};

/** The halo as RGBA 0-255, with an alpha 0-1. */
export const haloRgba = (theme: Theme, alpha = 1): readonly [number, number, number, number] => {
  const [r, g, b] = haloRgb(theme);
  return [r, g, b, Math.round(255 * alpha)];
};

/** CSS 'rgb(r g b)' of a live colour. */
export const liveCss = (token: ColourToken, theme: Theme): string => `rgb(${liveRgb(token, theme).join(' ')})`;

/** CSS of the halo. */
export const haloCss = (theme: Theme): string => `rgb(${haloRgb(theme).join(' ')})`;

/** RGBA 0-255 as 0..1 (what the GL layers' buffers take). */
export const unitRgba = (c: readonly number[]): readonly [number, number, number, number] => [(c[0] ?? 0) / 255, (c[1] ?? 0) / 255, (c[2] ?? 0) / 255, (c[3] ?? 255) / 255];
