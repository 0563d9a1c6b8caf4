// Beacons (fixed marks): lateral (BCNLAT, by its IALA region), cardinal
// (BCNCAR), isolated danger (BCNISD), safe water (BCNSAW) and special
// purpose (BCNSPP), by shape (BCNSHP) and category, painted and topped as
// the buoys of the same kind.
import type { BuoyageRegion } from '../../../protocol/chart';
import { markLook } from './buoys';
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

/** The buoy class whose look a beacon class shares. */
const LOOK_CLASS: Readonly<Record<string, string>> = {
  BCNLAT: 'BOYLAT',
  BCNCAR: 'BOYCAR',
  BCNISD: 'BOYISD',
  BCNSAW: 'BOYSAW',
  BCNSPP: 'BOYSPP',
};

export const BEACON_CLASSES = Object.keys(LOOK_CLASS);

/** The SVG of a beacon, or null for a class that is not a beacon. */
export function beaconSymbol(objectClass: string, shape: number, category: number, region: BuoyageRegion = 'A'): string | null {
  const lookClass = LOOK_CLASS[objectClass];
  const look = lookClass ? markLook(lookClass, category, region) : null;
  if (!look) return null;
  const body = BEACON_SHAPES[shape] ?? BEACON_SHAPES[1] ?? '';
  const lattice = shape === 4 ? `<path d="M10 25 L22 14 M10 14 L22 25" stroke="${PAINT.black}" stroke-width="0.8"/>` : '';
  const mark = look.topmark ? topmark(look.topmark.kind, look.topmark.colour) : '';
  const base = `<line x1="6" y1="29.5" x2="26" y2="29.5" stroke="${PAINT.black}" stroke-width="1.5"/>`;
  const id = `${objectClass}-${shape}-${category}-${region}`;
  return svgDocument(`${objectClass} ${shape} ${category} ${region}`, mark + paintedShape(`clip-${id}`, body, look.colours, look.stripes) + lattice + base);
}
