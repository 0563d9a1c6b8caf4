// Fixed marks and other point objects: lateral beacons (BCNLAT, by BCNSHP
// and CATLAM), lights (LIGHTS), landmarks (LNDMRK, by CATLMK), mooring
// facilities (MORFAC), and wrecks, obstructions and pilot boarding places.
import { lateralLook } from './buoys';
import { PAINT, paintedShape, svgDocument, topmark } from './svg';

/** Beacon bodies per BCNSHP (1 stake, 2 withy, 3 tower, 4 lattice, 5 pile, 6 cairn, 7 buoyant). */
const BEACON_SHAPES: Readonly<Record<number, string>> = {
  1: '<rect x="14.5" y="10" width="3" height="19"/>',
  2: '<rect x="14.5" y="10" width="3" height="19"/>',
  3: '<polygon points="12,10 20,10 23,29 9,29"/>',
  4: '<polygon points="12,10 20,10 24,29 8,29"/>',
  5: '<rect x="12" y="12" width="8" height="17"/>',
  6: '<polygon points="16,12 25,29 7,29"/>',
  7: '<rect x="13.5" y="10" width="5" height="19"/>',
};

function beaconSymbol(shape: number, category: number): string {
  const look = lateralLook(category);
  const body = BEACON_SHAPES[shape] ?? BEACON_SHAPES[1] ?? '';
  const lattice = shape === 4 ? `<path d="M10 25 L22 14 M10 14 L22 25" stroke="${PAINT.black}" stroke-width="0.8"/>` : '';
  const mark = look.topmark ? topmark(look.topmark.kind, look.topmark.colour) : '';
  const base = `<line x1="6" y1="29.5" x2="26" y2="29.5" stroke="${PAINT.black}" stroke-width="1.5"/>`;
  return svgDocument(`BCNLAT ${shape} ${category}`, mark + paintedShape(`clip-BCNLAT-${shape}-${category}`, body, look.colours) + lattice + base);
}

/** The S-52 light flare: a magenta teardrop from the position. */
function lightSymbol(): string {
  return svgDocument(
    'LIGHTS',
    `<path d="M16 16 C18 11 23 5 26 6 C28 8 22 13 16 16 Z" fill="${PAINT.magenta}" stroke="${PAINT.black}" stroke-width="0.8"/><circle cx="16" cy="16" r="1.6" fill="${PAINT.black}"/>`,
  );
}

const POSITION = `<circle cx="16" cy="24" r="2.5" fill="none" stroke="${PAINT.black}" stroke-width="1.2"/><circle cx="16" cy="24" r="0.8" fill="${PAINT.black}"/>`;

/** Landmarks by CATLMK: 3 chimney, 7 flagstaff, 17 tower, 19 windmotor, 20 spire/minaret; a conspicuous-point circle otherwise. */
const LANDMARKS: Readonly<Record<number, string>> = {
  3: `<rect x="13" y="6" width="6" height="15.5" fill="${PAINT.brown}" stroke="${PAINT.black}"/><path d="M16 6 C14 3 19 2 17 0" fill="none" stroke="${PAINT.grey}" stroke-width="1.2"/>`,
  7: `<line x1="16" y1="21.5" x2="16" y2="4" stroke="${PAINT.black}" stroke-width="1.4"/><polygon points="16,4 24,7 16,10" fill="${PAINT.red}" stroke="${PAINT.black}" stroke-width="0.6"/>`,
  17: `<polygon points="13,6 19,6 21,21.5 11,21.5" fill="${PAINT.brown}" stroke="${PAINT.black}"/><rect x="12" y="3" width="8" height="3" fill="${PAINT.black}"/>`,
  19: `<line x1="16" y1="21.5" x2="16" y2="9" stroke="${PAINT.black}" stroke-width="1.4"/><path d="M16 9 L16 2 M16 9 L22 13 M16 9 L10 13" stroke="${PAINT.black}" stroke-width="1.6"/>`,
  20: `<polygon points="16,2 20,21.5 12,21.5" fill="${PAINT.brown}" stroke="${PAINT.black}"/>`,
};

function landmarkSymbol(category: number): string {
  const drawing = LANDMARKS[category] ?? `<circle cx="16" cy="16" r="7" fill="none" stroke="${PAINT.black}" stroke-width="1.6"/>`;
  return svgDocument(`LNDMRK ${category}`, drawing + (LANDMARKS[category] ? POSITION : `<circle cx="16" cy="16" r="1.5" fill="${PAINT.black}"/>`));
}

/** Mooring facility: a bollard seen from above with its mooring ring. */
function mooringSymbol(): string {
  return svgDocument(
    'MORFAC',
    `<circle cx="16" cy="16" r="9" fill="none" stroke="${PAINT.black}" stroke-width="1.5"/><circle cx="16" cy="16" r="4.5" fill="${PAINT.black}"/><line x1="16" y1="3" x2="16" y2="7" stroke="${PAINT.black}" stroke-width="1.5"/>`,
  );
}

/** Wreck: a hull line with three masts (dangerous wrecks, CATWRK 2, framed by a dotted danger line). */
function wreckSymbol(category: number): string {
  const danger = category === 2 ? `<ellipse cx="16" cy="16" rx="14" ry="9" fill="none" stroke="${PAINT.black}" stroke-width="1" stroke-dasharray="1.5 2"/>` : '';
  return svgDocument(
    `WRECKS ${category}`,
    `${danger}<path d="M6 16 H26 M11 11 V21 M16 10 V22 M21 11 V21" stroke="${PAINT.black}" stroke-width="1.6"/>`,
  );
}

function obstructionSymbol(): string {
  return svgDocument('OBSTRN', `<circle cx="16" cy="16" r="9" fill="${PAINT.grey}" fill-opacity="0.35" stroke="${PAINT.black}" stroke-width="1.2" stroke-dasharray="1.5 2"/>`);
}

function pilotSymbol(): string {
  return svgDocument(
    'PILBOP',
    `<circle cx="16" cy="16" r="10" fill="none" stroke="${PAINT.magenta}" stroke-width="2"/><path d="M13 22 V10 H17.5 A3 3 0 0 1 17.5 16 H13" fill="none" stroke="${PAINT.magenta}" stroke-width="2"/>`,
  );
}

/** The SVG of a non-buoy point symbol, or null when we draw none for the class. */
export function markSymbol(objectClass: string, shape: number, category: number): string | null {
  switch (objectClass) {
    case 'BCNLAT':
      return beaconSymbol(shape, category);
    case 'LIGHTS':
      return lightSymbol();
    case 'LNDMRK':
      return landmarkSymbol(category);
    case 'MORFAC':
      return mooringSymbol();
    case 'WRECKS':
      return wreckSymbol(category);
    case 'OBSTRN':
      return obstructionSymbol();
    case 'PILBOP':
      return pilotSymbol();
    default:
      return null;
  }
}
