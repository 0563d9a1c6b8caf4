// Other point objects with their own drawings: landmarks (LNDMRK, by
// CATLMK), mooring facilities (MORFAC, by CATMOR), wrecks, obstructions and
// pilot boarding places.
import { PAINT, svgDocument } from './svg';

const POSITION = `<circle cx="16" cy="24" r="2.5" fill="none" stroke="${PAINT.black}" stroke-width="1.2"/><circle cx="16" cy="24" r="0.8" fill="${PAINT.black}"/>`;

/** Landmarks by CATLMK: 3 chimney, 5 flagstaff, 7 mast, 17 tower, 19 windmotor, 20 spire/minaret; a conspicuous-point circle otherwise. */
const LANDMARKS: Readonly<Record<number, string>> = {
  3: `<rect x="13" y="6" width="6" height="15.5" fill="${PAINT.brown}" stroke="${PAINT.black}"/><path d="M16 6 C14 3 19 2 17 0" fill="none" stroke="${PAINT.grey}" stroke-width="1.2"/>`,
  5: `<line x1="16" y1="21.5" x2="16" y2="4" stroke="${PAINT.black}" stroke-width="1.4"/><polygon points="16,4 24,7 16,10" fill="${PAINT.red}" stroke="${PAINT.black}" stroke-width="0.6"/>`,
  7: `<path d="M16 21.5 V2 M12 6 H20 M13 11 H19" stroke="${PAINT.black}" stroke-width="1.4"/>`,
  17: `<polygon points="13,6 19,6 21,21.5 11,21.5" fill="${PAINT.brown}" stroke="${PAINT.black}"/><rect x="12" y="3" width="8" height="3" fill="${PAINT.black}"/>`,
  19: `<line x1="16" y1="21.5" x2="16" y2="9" stroke="${PAINT.black}" stroke-width="1.4"/><path d="M16 9 L16 2 M16 9 L22 13 M16 9 L10 13" stroke="${PAINT.black}" stroke-width="1.6"/>`,
  20: `<polygon points="16,2 20,21.5 12,21.5" fill="${PAINT.brown}" stroke="${PAINT.black}"/>`,
};

function landmarkSymbol(category: number): string {
  const drawing = LANDMARKS[category] ?? `<circle cx="16" cy="16" r="7" fill="none" stroke="${PAINT.black}" stroke-width="1.6"/>`;
  return svgDocument(`LNDMRK ${category}`, drawing + (LANDMARKS[category] ? POSITION : `<circle cx="16" cy="16" r="1.5" fill="${PAINT.black}"/>`));
}

/** Mooring facility: a bollard seen from above with its mooring ring; a mooring buoy (CATMOR 7) as a small buoy with a ring on top. */
function mooringSymbol(category: number): string {
  if (category === 7) {
    return svgDocument(
      'MORFAC 7',
      `<path d="M8 24 A8 5 0 0 1 24 24 Z" fill="${PAINT.black}"/><circle cx="16" cy="15.5" r="3" fill="none" stroke="${PAINT.black}" stroke-width="1.4"/><line x1="4" y1="24.5" x2="28" y2="24.5" stroke="${PAINT.black}" stroke-width="0.8"/>`,
    );
  }
  return svgDocument(
    `MORFAC ${category}`,
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

/** The SVG of one of these classes, or null for another class. */
export function markSymbol(objectClass: string, category: number): string | null {
  switch (objectClass) {
    case 'LNDMRK':
      return landmarkSymbol(category);
    case 'MORFAC':
      return mooringSymbol(category);
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
