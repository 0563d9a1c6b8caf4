// Navigation warnings' affected areas (spec section 3: area_affected
// .geometry.coords, [lat, lon] pairs) as outlined areas: three or more
// points a dashed ring with a faint fill, two a dashed line, one none (the
// warning's symbol marks it). The colour: S-52's magenta of cautions
// (CHMGD, as the warning's icon) in the theme's live band
// (chart/theme/liveColour.ts), over a dark halo.
import type { ColourToken } from '../../../../protocol/s52Colours';
import type { Theme } from '../../../../protocol/preferences';
import type { NavWarning } from '../../../../protocol/streams';
import { haloRgba, liveRgba, unitRgba } from '../../theme/liveColour';
import type { AreaShape, Rgba } from '../area/areaBuffers';

export const WARNING_TOKEN: ColourToken = 'CHMGD';
/** The fill's opacity per theme: a tint, the outline carries the colour (at night fainter: a symbol over it keeps 3:1). */
export const WARNING_FILL_ALPHA: Readonly<Record<Theme, number>> = { day: 0.12, dusk: 0.1, night: 0.06 };
const HALO_ALPHA = 0.75;

export function warningColours(theme: Theme): { line: Rgba; fill: Rgba; halo: Rgba } {
  return {
    line: unitRgba(liveRgba(WARNING_TOKEN, theme)),
    fill: unitRgba(liveRgba(WARNING_TOKEN, theme, WARNING_FILL_ALPHA[theme] ?? 0.12)),
    halo: unitRgba(haloRgba(theme, HALO_ALPHA)),
  };
}

/** The affected area of a warning as [lon, lat, ...] (pairs with a non-finite number dropped). */
export function warningAreaLonLat(w: NavWarning): number[] {
  const coords = w.area_affected?.geometry?.coords;
  if (!Array.isArray(coords)) return [];
  const out: number[] = [];
  for (const pair of coords) {
    if (!Array.isArray(pair)) continue;
    const [lat, lon] = pair;
    if (typeof lat === 'number' && typeof lon === 'number' && Number.isFinite(lat) && Number.isFinite(lon)) out.push(lon, lat);
  }
  return out;
}

export function warningShapes(warnings: readonly NavWarning[], theme: Theme): AreaShape[] {
  const colours = warningColours(theme);
  const shapes: AreaShape[] = [];
  for (const w of warnings) {
    const lonLat = warningAreaLonLat(w);
    if (lonLat.length < 4) continue;
    const ring = lonLat.length >= 6;
    shapes.push({ lonLat, closed: ring, fillRgba: ring ? colours.fill : null, lineRgba: colours.line, haloRgba: colours.halo, lineStyle: 'dashed' });
  }
  return shapes;
}
