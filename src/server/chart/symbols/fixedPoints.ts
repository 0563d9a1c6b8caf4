// Fixed point objects with S-52 style symbols: buildings, stations and
// signals, piles, platforms, pylons, tanks, daymarks and topmarks, rocks,
// elevations, control points, magnetic variation.
import { PAINT, svgDocument, topmark, type Topmark } from './svg';

const INK = '#070707';
const MAGENTA = PAINT.magenta;
const DOT = `<circle cx="16" cy="16" r="1.3" fill="${INK}"/>`;

/** TOPSHP codes to the topmarks we draw (1 cone up, 2 cone down, 3 sphere, 4 two spheres, 5 cylinder, 7 x-shape, 10 cones point to point, 11 cones base to base, 13 two cones up, 14 two cones down). */
const TOPMARKS: Readonly<Record<number, Topmark>> = {
  1: 'coneUp',
  2: 'coneDown',
  3: 'sphere',
  4: 'twoSpheres',
  5: 'can',
  7: 'cross',
  10: 'conesPointToPoint',
  11: 'conesBaseToBase',
  13: 'twoConesUp',
  14: 'twoConesDown',
};

/** A topmark on its own (TOPMAR), twice its size on a mark, in the middle of the square; a board for other shapes. */
function topmarkAlone(shape: number): string {
  const kind = TOPMARKS[shape];
  const glyph = kind ? topmark(kind, PAINT.black) : `<rect x="12" y="1" width="8" height="7" fill="${INK}"/>`;
  return `<g transform="translate(16 16) scale(2) translate(-16 -5.5)">${glyph}</g>`;
}

/** A daymark: a board on a post, triangular for TOPSHP 24 (point up) and 25 (point down), square otherwise. */
function daymark(shape: number): string {
  const board =
    shape === 24
      ? `<polygon points="16,5 22,15 10,15"/>`
      : shape === 25
        ? `<polygon points="10,5 22,5 16,15"/>`
        : `<rect x="11" y="5" width="10" height="10"/>`;
  return `<g fill="none" stroke="${INK}" stroke-width="1.4" stroke-linejoin="round">${board}<path d="M16 15 V27"/></g>`;
}

/** An underwater rock by WATLEV: covers and uncovers (4) or awash (5) as an asterisk, always under water as a cross with dots. */
function rock(waterLevel: number): string {
  if (waterLevel === 4 || waterLevel === 5) {
    return `<path d="M16 8 V24 M8 16 H24 M10.5 10.5 L21.5 21.5 M21.5 10.5 L10.5 21.5" stroke="${INK}" stroke-width="1.5"/>`;
  }
  const dots = [
    [11, 11],
    [21, 11],
    [11, 21],
    [21, 21],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.2" fill="${INK}"/>`)
    .join('');
  return `<path d="M16 9 V23 M9 16 H23" stroke="${INK}" stroke-width="1.6"/>${dots}`;
}

const DRAWINGS: Readonly<Record<string, (shape: number, category: number) => string>> = {
  BUISGL: () => `<rect x="11" y="11" width="10" height="10" fill="none" stroke="${INK}" stroke-width="1.6"/>${DOT}`,
  CGUSTA: () =>
    `<circle cx="16" cy="16" r="11" fill="none" stroke="${MAGENTA}" stroke-width="1.4"/><text x="16" y="16" font-family="DejaVu Sans, Arial, sans-serif" font-size="9" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="${MAGENTA}">CG</text>`,
  CTRPNT: () => `<polygon points="16,8 23,21 9,21" fill="none" stroke="${INK}" stroke-width="1.5" stroke-linejoin="round"/>${DOT}`,
  DAYMAR: (shape) => daymark(shape),
  FOGSIG: () => `<path d="M19 9 A9 9 0 0 1 19 23 M22.5 6 A13 13 0 0 1 22.5 26 M15.5 12 A5 5 0 0 1 15.5 20" fill="none" stroke="${MAGENTA}" stroke-width="1.5"/>${DOT}`,
  LNDELV: () => `<circle cx="16" cy="16" r="2.2" fill="${INK}"/>`,
  MAGVAR: () => `<circle cx="16" cy="16" r="10" fill="none" stroke="${MAGENTA}" stroke-width="1.2"/><path d="M16 5 L19 16 H13 Z" fill="${MAGENTA}"/><path d="M16 16 V27" stroke="${MAGENTA}" stroke-width="1.2"/>`,
  OFSPLF: () => `<rect x="9" y="9" width="14" height="14" fill="none" stroke="${INK}" stroke-width="1.6"/>${DOT}`,
  PILPNT: () => `<circle cx="16" cy="16" r="2.6" fill="${INK}"/>`,
  PYLONS: () => `<rect x="10" y="10" width="12" height="12" fill="none" stroke="${INK}" stroke-width="1.3"/><path d="M10 10 L22 22 M22 10 L10 22" stroke="${INK}" stroke-width="1"/>`,
  RDOSTA: () => `<circle cx="16" cy="16" r="10" fill="none" stroke="${MAGENTA}" stroke-width="1.6"/>${DOT}`,
  RADSTA: () => `<circle cx="16" cy="16" r="10" fill="none" stroke="${MAGENTA}" stroke-width="1.6" stroke-dasharray="3 2"/>${DOT}`,
  RTPBCN: () => `<circle cx="16" cy="16" r="10" fill="none" stroke="${MAGENTA}" stroke-width="1.6" stroke-dasharray="5 3"/><path d="M16 6 V10 M16 22 V26" stroke="${MAGENTA}" stroke-width="1.6"/>${DOT}`,
  // Silos (CATSIL 1, 3) square, tanks and water towers round.
  SILTNK: (_shape, category) =>
    category === 1 || category === 3
      ? `<rect x="10" y="10" width="12" height="12" fill="none" stroke="${INK}" stroke-width="1.5"/>${DOT}`
      : `<circle cx="16" cy="16" r="6.5" fill="none" stroke="${INK}" stroke-width="1.5"/>${DOT}`,
  TOPMAR: (shape) => topmarkAlone(shape),
  UWTROC: (_shape, category) => rock(category),
};

export const FIXED_POINT_CLASSES = Object.keys(DRAWINGS);

/** The SVG of one of these classes, or null for another class. */
export function fixedPointSymbol(objectClass: string, shape: number, category: number): string | null {
  const drawing = DRAWINGS[objectClass];
  return drawing ? svgDocument(`${objectClass} ${shape} ${category}`, drawing(shape, category)) : null;
}
