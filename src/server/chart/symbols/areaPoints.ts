// The point forms of classes that are mostly areas (an islet, a village, a
// harbour or an anchorage too small to draw as an area): S-52 style
// symbols, simplified to what a 32 px square shows. Seabed areas are their
// NATSUR abbreviation (S-52 draws seabed points as text).
import { PAINT, svgDocument } from './svg';

const INK = '#070707';
const LAND = '#c9b97a';
const COAST = '#525a5c';
const MAGENTA = PAINT.magenta;

/** An anchor (anchorage, harbour) in `colour`. */
const anchor = (colour: string, scale = 1): string =>
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)" fill="none" stroke="${colour}" stroke-width="1.6" stroke-linecap="round"><circle cx="16" cy="8.5" r="2"/><path d="M16 10.5 V24 M11.5 13.5 H20.5 M9 19 C10 23 13 24.5 16 24.5 C19 24.5 22 23 23 19"/></g>`;

/** A fish (fishing facility, fish farm, fishing harbour). */
const fish = (colour: string): string =>
  `<path d="M7 16 C11 10 19 10 23 16 C19 22 11 22 7 16 Z M23 16 L27 12 V20 Z" fill="none" stroke="${colour}" stroke-width="1.4" stroke-linejoin="round"/><circle cx="11" cy="15" r="0.9" fill="${colour}"/>`;

/** A sailing yacht (marina). */
const yacht = `<path d="M16 5 V22 M16 6 L23 20 H16 M15 9 L10 20 H15 M8 23 H24 L21 26 H11 Z" fill="none" stroke="${INK}" stroke-width="1.3" stroke-linejoin="round"/>`;

/** HRBFAC by CATHAF: 4 fishing harbour, 5 yacht harbour or marina; an anchor for the others. */
function harbour(category: number): string {
  if (category === 4) return fish(INK);
  if (category === 5) return yacht;
  return anchor(INK);
}

/** NATSUR abbreviations (INT 1 / S-52): 1 mud, 2 clay, 3 silt, 4 sand, 5 stone, 6 gravel, 7 pebbles, 8 cobbles, 9 rock, 11 lava, 14 coral, 17 shells, 18 boulder. */
const NATSUR: Readonly<Record<number, string>> = { 1: 'M', 2: 'Cy', 3: 'Si', 4: 'S', 5: 'St', 6: 'G', 7: 'P', 8: 'Cb', 9: 'R', 11: 'Lv', 14: 'Co', 17: 'Sh', 18: 'Bo' };

const text = (value: string, colour: string, size = 11): string =>
  `<text x="16" y="16" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-style="italic" text-anchor="middle" dominant-baseline="central" fill="${colour}">${value}</text>`;

/** The info mark (S-52 CHINFO): a caution triangle with '!' for caution areas. */
const caution = `<path d="M16 5 L27 25 H5 Z" fill="none" stroke="${MAGENTA}" stroke-width="1.6" stroke-linejoin="round"/><path d="M16 11 V19" stroke="${MAGENTA}" stroke-width="2"/><circle cx="16" cy="22" r="1.2" fill="${MAGENTA}"/>`;

const DRAWINGS: Readonly<Record<string, (category: number) => string>> = {
  // An islet: a land blob inside its coastline.
  LNDARE: () => `<circle cx="16" cy="16" r="5" fill="${LAND}" stroke="${COAST}" stroke-width="1.4"/>`,
  // A built-up place: a ring around a block of houses.
  BUAARE: () => `<circle cx="16" cy="16" r="8" fill="none" stroke="${PAINT.brown}" stroke-width="1.4"/><rect x="13" y="13" width="6" height="6" fill="${PAINT.brown}"/>`,
  HRBFAC: harbour,
  // A shoreline construction (pier head, breakwater end): a small solid block.
  SLCONS: () => `<rect x="11.5" y="11.5" width="9" height="9" fill="${COAST}" stroke="${INK}" stroke-width="1"/>`,
  // A named land region: its position (S-52 POSGEN04).
  LNDRGN: () => `<circle cx="16" cy="16" r="3" fill="none" stroke="${INK}" stroke-width="1.2"/><circle cx="16" cy="16" r="1" fill="${INK}"/>`,
  ACHARE: () => anchor(MAGENTA),
  ACHBRT: () => `<circle cx="16" cy="16" r="12" fill="none" stroke="${MAGENTA}" stroke-width="1.4"/>${anchor(MAGENTA, 0.75)}`,
  AIRARE: () => `<path d="M16 5 V27 M6 16 L16 13 L26 16 M11 25 L16 23 L21 25" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`,
  CTNARE: () => caution,
  // A dumping ground: a magenta bin.
  DMPGRD: () => `<path d="M10 11 H22 L20.5 25 H11.5 Z M13 8.5 H19" fill="none" stroke="${MAGENTA}" stroke-width="1.6" stroke-linejoin="round"/>`,
  FSHFAC: () => fish(INK),
  MARCUL: () => `<rect x="5" y="8" width="22" height="16" fill="none" stroke="${INK}" stroke-width="1" stroke-dasharray="2 1.5"/>${fish(INK)}`,
  // A production or installation area: a factory roof.
  PRDARE: () => `<path d="M6 25 V15 L11 18 V15 L16 18 V15 L21 18 V8 H25 V25 Z" fill="none" stroke="${INK}" stroke-width="1.4" stroke-linejoin="round"/>`,
  SBDARE: (category) => text(NATSUR[category] ?? 'Sb', INK),
  // Sloping ground: hachures falling from a crest.
  SLOGRD: () => `<path d="M6 12 H26 M8 12 L6 20 M12 12 L11 22 M16 12 V24 M20 12 L21 22 M24 12 L26 20" fill="none" stroke="${PAINT.brown}" stroke-width="1.2"/>`,
  // Water turbulence: three waves.
  WATTUR: () => `<path d="M5 11 Q8.5 7 12 11 T19 11 T26 11 M5 17 Q8.5 13 12 17 T19 17 T26 17 M5 23 Q8.5 19 12 23 T19 23 T26 23" fill="none" stroke="${INK}" stroke-width="1.2"/>`,
  // Weed or kelp: a frond.
  WEDKLP: () => `<path d="M16 27 C12 21 20 17 16 11 C13 7 17 5 17 5 M16 20 C19 19 22 17 23 14 M16 15 C13 14 10 12 9 9" fill="none" stroke="${PAINT.green}" stroke-width="1.5" stroke-linecap="round"/>`,
};

export const AREA_POINT_CLASSES = Object.keys(DRAWINGS);

/** The SVG of the point form of one of these classes, or null for another class. */
export function areaPointSymbol(objectClass: string, category: number): string | null {
  const drawing = DRAWINGS[objectClass];
  return drawing ? svgDocument(`${objectClass} ${category}`, drawing(category)) : null;
}
