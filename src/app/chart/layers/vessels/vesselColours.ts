// The vessel layer's palette per theme (the entries of the core's
// vessel_vertex palette, resolved by the vessel shader): S-52's colours for
// such objects (the user-information colours UINFG and UINFR for the
// initialized and not-initialized target, ARPAT for the motion vector,
// UINFD on UIBCK for the nav-status marks, UINFB and UINFR for the rings of
// the selected vessel and of an alert's), each dimmed from day to dusk to
// night as S-52's tables are, to a luminance that keeps 3:1 against the
// chart's sea and land of the theme and, at night, 0.14
// (docs/live-picture.md). Day keeps S-52's own day colours.
import type { Theme } from '../../../../protocol/preferences';
import { colourRgb, type ColourToken, type Rgb } from '../../../../protocol/s52Colours';
import { withLuminance } from '../../theme/liveColour';

/** The palette's entries in the core's order (vessel_vertex.rs `palette`). */
export const VESSEL_PALETTE = ['known', 'unknown', 'vector', 'mark', 'outline', 'markHalo', 'selected', 'alert'] as const;
export type VesselPaletteEntry = (typeof VESSEL_PALETTE)[number];

/** The luminance of symbols (not borders) at dusk and at night. */
export const DUSK_SYMBOL_LUMINANCE = 0.22;
export const NIGHT_SYMBOL_LUMINANCE = 0.14;

/** An entry's S-52 token, and the luminance it is brought to per theme (null: the token's own value). */
type Source = readonly [ColourToken, Partial<Record<Theme, number>>];
const SYMBOL = { dusk: DUSK_SYMBOL_LUMINANCE, night: NIGHT_SYMBOL_LUMINANCE } as const;

const SOURCES: Record<VesselPaletteEntry, Source> = {
  known: ['UINFG', SYMBOL],
  unknown: ['UINFR', SYMBOL],
  vector: ['ARPAT', SYMBOL],
  mark: ['UINFD', SYMBOL],
  // Dark borders at dusk and night (UIBCK), at day the dark UINFD (the marks' halo is the light UIBCK).
  outline: ['UINFD', { dusk: 0.002, night: 0.002 }],
  markHalo: ['UIBCK', {}],
  // UINFB is darker than the others by day (0.21): no brighter at dusk.
  selected: ['UINFB', { dusk: 0.2, night: NIGHT_SYMBOL_LUMINANCE }],
  alert: ['UINFR', SYMBOL],
};

/** An entry's colour in a theme. */
export function vesselColour(entry: VesselPaletteEntry, theme: Theme): Rgb {
  const [token, luminance] = SOURCES[entry];
  const target = luminance[theme];
  const rgb = colourRgb(token, theme);
  return target === undefined ? rgb : withLuminance(rgb, target);
}

const palettes = new Map<Theme, Float32Array>();

/** The palette of a theme as the shader's vec4 array (RGBA 0..1). */
export function vesselPalette(theme: Theme): Float32Array {
  let p = palettes.get(theme);
  if (!p) {
    p = new Float32Array(VESSEL_PALETTE.length * 4);
    VESSEL_PALETTE.forEach((entry, i) => {
      const [r, g, b] = vesselColour(entry, theme);
      p?.set([r / 255, g / 255, b / 255, 1], i * 4);
    });
    palettes.set(theme, p);
  }
  return p;
}
