// Buoys (BOYLAT, BOYCAR, BOYSAW, BOYISD, BOYSPP, BOYINB) by shape (BOYSHP)
// and category; lateral marks in the colours and topmarks of their IALA
// region (A: port hand red; B, "red right returning": port hand green).
import type { BuoyageRegion } from '../../../protocol/chart';
import { PAINT, paintedShape, svgDocument, topmark, type Paint, type Topmark } from './svg';

/** The body outline of each BOYSHP (1 conical, 2 can, 3 spherical, 4 pillar, 5 spar, 6 barrel, 7 super-buoy, 8 ice buoy), between y 10 and 29. */
const BUOY_SHAPES: Readonly<Record<number, string>> = {
  1: '<polygon points="16,10 24,29 8,29"/>',
  2: '<rect x="9" y="12" width="14" height="17"/>',
  3: '<circle cx="16" cy="20.5" r="8.5"/>',
  4: '<polygon points="13,10 19,10 23,29 9,29"/>',
  5: '<rect x="13.5" y="10" width="5" height="19"/>',
  6: '<rect x="7" y="15" width="18" height="13" rx="6"/>',
  7: '<rect x="5" y="18" width="22" height="11" rx="2"/>',
  8: '<polygon points="13,10 19,10 23,29 9,29"/>',
};

export interface MarkLook {
  colours: Paint[];
  stripes?: boolean;
  topmark?: { kind: Topmark; colour: Paint };
  /** BOYSHP when the feature has none. */
  defaultShape: number;
}

/**
 * Lateral marks (CATLAM 1 port, 2 starboard, 3 preferred channel to
 * starboard, i.e. a modified port mark, 4 preferred channel to port): port
 * marks are cans with a can topmark, starboard marks cones with a cone
 * topmark; the port colour is red in region A and green in region B, the
 * starboard colour the other one.
 */
export function lateralLook(category: number, region: BuoyageRegion = 'A'): MarkLook {
  const port = region === 'B' ? PAINT.green : PAINT.red;
  const starboard = region === 'B' ? PAINT.red : PAINT.green;
  switch (category) {
    case 1:
      return { colours: [port], topmark: { kind: 'can', colour: port }, defaultShape: 2 };
    case 2:
      return { colours: [starboard], topmark: { kind: 'coneUp', colour: starboard }, defaultShape: 1 };
    case 3:
      return { colours: [port, starboard, port], topmark: { kind: 'can', colour: port }, defaultShape: 2 };
    case 4:
      return { colours: [starboard, port, starboard], topmark: { kind: 'coneUp', colour: starboard }, defaultShape: 1 };
    default:
      return { colours: [PAINT.grey], defaultShape: 4 };
  }
}

/** Cardinal marks (CATCAM 1 north, 2 east, 3 south, 4 west): black and yellow bands, two-cone topmarks. */
export function cardinalLook(category: number): MarkLook {
  const { black, yellow } = PAINT;
  switch (category) {
    case 1:
      return { colours: [black, yellow], topmark: { kind: 'twoConesUp', colour: black }, defaultShape: 4 };
    case 2:
      return { colours: [black, yellow, black], topmark: { kind: 'conesBaseToBase', colour: black }, defaultShape: 4 };
    case 3:
      return { colours: [yellow, black], topmark: { kind: 'twoConesDown', colour: black }, defaultShape: 4 };
    case 4:
      return { colours: [yellow, black, yellow], topmark: { kind: 'conesPointToPoint', colour: black }, defaultShape: 4 };
    default:
      return { colours: [black, yellow], defaultShape: 4 };
  }
}

const LOOKS: Readonly<Record<string, (category: number, region: BuoyageRegion) => MarkLook>> = {
  BOYLAT: lateralLook,
  BOYCAR: cardinalLook,
  BOYSAW: () => ({ colours: [PAINT.white, PAINT.red, PAINT.white, PAINT.red, PAINT.white, PAINT.red, PAINT.white, PAINT.red], stripes: true, topmark: { kind: 'sphere', colour: PAINT.red }, defaultShape: 3 }),
  BOYISD: () => ({ colours: [PAINT.black, PAINT.red, PAINT.black], topmark: { kind: 'twoSpheres', colour: PAINT.black }, defaultShape: 4 }),
  BOYSPP: () => ({ colours: [PAINT.yellow], topmark: { kind: 'cross', colour: PAINT.yellow }, defaultShape: 4 }),
  BOYINB: () => ({ colours: [PAINT.yellow, PAINT.black], defaultShape: 7 }),
};

export const BUOY_CLASSES = Object.keys(LOOKS);

/** The look of a mark of a buoy class (BOYLAT, BOYCAR, ...; beacons share them), or null for another class. */
export function markLook(buoyClass: string, category: number, region: BuoyageRegion = 'A'): MarkLook | null {
  return LOOKS[buoyClass]?.(category, region) ?? null;
}

/** The SVG of a buoy, or null for a class that is not a buoy. Unknown shapes take the category's usual one. */
export function buoySymbol(objectClass: string, shape: number, category: number, region: BuoyageRegion = 'A'): string | null {
  const lookOf = LOOKS[objectClass];
  if (!lookOf) return null;
  const look = lookOf(category, region);
  const body = BUOY_SHAPES[shape] ?? BUOY_SHAPES[look.defaultShape] ?? '';
  const mark = look.topmark ? topmark(look.topmark.kind, look.topmark.colour) : '';
  const waterline = `<line x1="4" y1="29.5" x2="28" y2="29.5" stroke="${PAINT.black}" stroke-width="0.8"/>`;
  const id = `${objectClass}-${shape}-${category}-${region}`;
  return svgDocument(`${objectClass} ${shape} ${category} ${region}`, mark + paintedShape(`clip-${id}`, body, look.colours, look.stripes) + waterline);
}
