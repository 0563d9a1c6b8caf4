// How each object class is drawn (after the S-52 look-up tables, simplified
// to what the console can draw): area fill, line colour/style/width, point
// colour; depth areas shaded against the operator's depth_when_white.
import type { ChartLineStyle } from '../../protocol/chart';
import type { EncProperties } from '../../wasm/enc';
import type { ColourToken } from '../../protocol/s52Colours';

export interface LineLook {
  token: ColourToken;
  style: ChartLineStyle;
  widthPx: number;
}

export interface ClassStyle {
  /** Fill of areas. */
  fill: ColourToken;
  /** Lines, and the outline of areas (none: areas are not outlined). */
  line: LineLook | null;
  /** Areas are not outlined even though the class has a line look (their edge is drawn by another class, e.g. COALNE for land). */
  noOutline?: true;
  /** Colour of point features (their symbol tints are in the SVG). */
  point: ColourToken;
  /** Areas are not filled: the class shows only its name (S-52 draws no fill for SEAARE). */
  labelOnly?: true;
}

const line = (token: ColourToken, style: ChartLineStyle, widthPx: number): LineLook => ({ token, style, widthPx });

const DEFAULT_STYLE: ClassStyle = { fill: 'CHGRF', line: line('CHGRD', 'dotted', 1), point: 'CHBLK' };

const STYLES: Readonly<Record<string, ClassStyle>> = {
  // Land areas stop at the cell's edge: the coastline is COALNE's, so no outline.
  LNDARE: { fill: 'LANDA', line: line('CSTLN', 'solid', 1), noOutline: true, point: 'LANDF' },
  DEPARE: { fill: 'DEPDW', line: null, point: 'CHGRD' },
  DRGARE: { fill: 'DEPDW', line: line('CHGRF', 'dashed', 1), point: 'CHGRD' },
  DRYDOC: { fill: 'CHBRN', line: line('CSTLN', 'solid', 1), point: 'CHBLK' },
  FLODOC: { fill: 'CHBRN', line: line('CSTLN', 'solid', 1), point: 'CHBLK' },
  LNDRGN: { fill: 'LANDA', line: null, point: 'LANDF' },
  BUAARE: { fill: 'CHBRN', line: line('LANDF', 'solid', 1), point: 'LANDF' },
  VEGATN: { fill: 'LANDA', line: line('LANDF', 'dotted', 1), point: 'LANDF' },
  RIVERS: { fill: 'DEPVS', line: line('CSTLN', 'solid', 1), point: 'CSTLN' },
  LAKARE: { fill: 'DEPVS', line: line('CSTLN', 'solid', 1), point: 'CSTLN' },
  HRBFAC: { fill: 'CHBRN', line: line('CHBLK', 'solid', 1), point: 'CHBLK' },
  SLCONS: { fill: 'CHGRF', line: line('CSTLN', 'solid', 2), point: 'CSTLN' },
  DEPCNT: { fill: 'DEPCN', line: line('DEPCN', 'solid', 1), point: 'DEPCN' },
  COALNE: { fill: 'CSTLN', line: line('CSTLN', 'solid', 2), point: 'CSTLN' },
  DWRTCL: { fill: 'TRFCD', line: line('TRFCD', 'dashed', 2), point: 'TRFCD' },
  TSSBND: { fill: 'TRFCF', line: line('TRFCD', 'dashed', 2), point: 'TRFCD' },
  TSELNE: { fill: 'TRFCF', line: line('TRFCF', 'solid', 4), point: 'TRFCD' },
  TSSRON: { fill: 'TRFCF', line: line('TRFCD', 'dashed', 2), point: 'TRFCD' },
  TSSCRS: { fill: 'TRFCF', line: line('TRFCD', 'dashed', 2), point: 'TRFCD' },
  ROADWY: { fill: 'LANDF', line: line('LANDF', 'solid', 1), point: 'LANDF' },
  RAILWY: { fill: 'CHGRD', line: line('CHGRD', 'dashed', 2), point: 'CHGRD' },
  CHNWIR: { fill: 'CHBLK', line: line('CHBLK', 'dotted', 1), point: 'CHBLK' },
  FNCLNE: { fill: 'LANDF', line: line('LANDF', 'solid', 1), point: 'LANDF' },
  CRANES: { fill: 'LANDF', line: line('LANDF', 'solid', 1), point: 'CHBLK' },
  OBSTRN: { fill: 'DEPVS', line: line('CHBLK', 'dotted', 1), point: 'CHBLK' },
  WRECKS: { fill: 'DEPVS', line: line('CHBLK', 'dotted', 1), point: 'CHBLK' },
  MORFAC: { fill: 'CHBRN', line: line('CHBLK', 'solid', 2), point: 'CHBLK' },
  LNDMRK: { fill: 'LANDF', line: line('CHBLK', 'solid', 1), point: 'CHBLK' },
  PILBOP: { fill: 'TRFCF', line: line('TRFCD', 'dashed', 1), point: 'CHMGD' },
  BCNLAT: { fill: 'CHBLK', line: null, point: 'CHBLK' },
  BOYLAT: { fill: 'CHBLK', line: null, point: 'CHBLK' },
  BOYCAR: { fill: 'CHBLK', line: null, point: 'CHBLK' },
  BOYSAW: { fill: 'CHBLK', line: null, point: 'CHBLK' },
  BOYISD: { fill: 'CHBLK', line: null, point: 'CHBLK' },
  BOYSPP: { fill: 'CHBLK', line: null, point: 'CHBLK' },
  BOYINB: { fill: 'CHBLK', line: null, point: 'CHBLK' },
  LIGHTS: { fill: 'CHMGD', line: null, point: 'CHMGD' },
  SOUNDG: { fill: 'SNDG2', line: null, point: 'SNDG2' },
  SEAARE: { fill: 'CHGRF', line: null, point: 'CHBLK', labelOnly: true },
};

/** Colour of a feature's text (its name, or a depth contour's value): S-52 CHBLK, contour values DEPSC. */
export const textToken = (objectClass: string): ColourToken => (objectClass === 'DEPCNT' ? 'DEPSC' : 'CHBLK');

/** The style of an object class (a neutral grey one for classes without a rule). */
export function classStyle(objectClass: string): ClassStyle {
  return STYLES[objectClass] ?? DEFAULT_STYLE;
}

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/**
 * Fill of a depth area (DEPARE, DRGARE) from its depth range (DRVAL1,
 * DRVAL2 in metres) and the operator's depth_when_white: drying areas DEPIT;
 * areas at least depth_when_white deep the deep-water colour DEPDW (white-ish
 * by day); shallower water the blues, darker the shallower (DEPVS below a
 * third of it, DEPMS below two thirds, DEPMD up to it).
 */
export function depthAreaFill(attributes: Readonly<EncProperties>, depthWhenWhiteM: number): ColourToken {
  const minDepthM = numberOf(attributes.DRVAL1) ?? -1;
  const maxDepthM = numberOf(attributes.DRVAL2) ?? minDepthM + 0.01;
  if (minDepthM < 0 && maxDepthM <= 0) return 'DEPIT';
  if (minDepthM >= depthWhenWhiteM) return 'DEPDW';
  if (minDepthM >= (depthWhenWhiteM * 2) / 3) return 'DEPMD';
  if (minDepthM >= depthWhenWhiteM / 3) return 'DEPMS';
  return minDepthM < 0 ? 'DEPIT' : 'DEPVS';
}

/** Soundings: at most depth_when_white (the safety depth) dark (SNDG2), deeper grey (SNDG1), as S-52 SNDFRM does. */
export function soundingColour(depthM: number, depthWhenWhiteM: number): ColourToken {
  return depthM <= depthWhenWhiteM ? 'SNDG2' : 'SNDG1';
}

/** Lights: coloured by their first COLOUR (white/yellow, red, green), magenta otherwise (the S-52 light flare). */
export function lightColour(attributes: Readonly<EncProperties>): ColourToken {
  const colours = attributes.COLOUR;
  const first = numberOf(Array.isArray(colours) ? colours[0] : colours);
  if (first === 3) return 'LITRD';
  if (first === 4) return 'LITGN';
  if (first === 1 || first === 6 || first === 11) return 'LITYW';
  return 'CHMGD';
}
