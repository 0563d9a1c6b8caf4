// Building blocks of the symbols we draw: a 32 x 32 SVG whose centre is the
// feature's position, paint colours, banded and striped bodies, topmarks.

export const SIZE_PX = 32;

/** Mark colours (the real paint of buoys and beacons, not a display palette). */
export const PAINT = {
  red: '#d6203a',
  green: '#1f9d3a',
  yellow: '#f5c518',
  black: '#141414',
  white: '#ffffff',
  grey: '#9aa5a8',
  magenta: '#c545c3',
  brown: '#8b661f',
} as const;

export type Paint = (typeof PAINT)[keyof typeof PAINT];

const OUTLINE = `stroke="${PAINT.black}" stroke-width="1.2" stroke-linejoin="round"`;

export function svgDocument(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE_PX}" height="${SIZE_PX}" viewBox="0 0 ${SIZE_PX} ${SIZE_PX}"><title>${title}</title>${body}</svg>`;
}

/** A body shape (an SVG element without paint) filled with horizontal bands (top to bottom) or vertical stripes, then outlined. */
export function paintedShape(id: string, shape: string, colours: readonly Paint[], stripes = false): string {
  const count = Math.max(1, colours.length);
  const parts = colours
    .map((colour, i) =>
      stripes
        ? `<rect x="${(i * SIZE_PX) / count}" y="0" width="${SIZE_PX / count}" height="${SIZE_PX}" fill="${colour}"/>`
        : `<rect x="0" y="${10 + (i * 19) / count}" width="${SIZE_PX}" height="${19 / count}" fill="${colour}"/>`,
    )
    .join('');
  const withPaint = (attributes: string): string => shape.replace(/\/>$/, ` ${attributes}/>`);
  return `<defs><clipPath id="${id}">${shape}</clipPath></defs><g clip-path="url(#${id})">${parts}</g>${withPaint(`fill="none" ${OUTLINE}`)}`;
}

export type Topmark = 'coneUp' | 'coneDown' | 'twoConesUp' | 'twoConesDown' | 'conesBaseToBase' | 'conesPointToPoint' | 'can' | 'sphere' | 'twoSpheres' | 'cross';

const cone = (top: number, up: boolean, colour: Paint): string =>
  up
    ? `<polygon points="16,${top} 19.5,${top + 4} 12.5,${top + 4}" fill="${colour}"/>`
    : `<polygon points="12.5,${top} 19.5,${top} 16,${top + 4}" fill="${colour}"/>`;

/** A topmark above the body (y 0..9) on a short staff. */
export function topmark(kind: Topmark, colour: Paint): string {
  const staff = `<line x1="16" y1="7" x2="16" y2="11" stroke="${PAINT.black}" stroke-width="1"/>`;
  const marks: Record<Topmark, string> = {
    coneUp: cone(1, true, colour),
    coneDown: cone(1, false, colour),
    twoConesUp: cone(0, true, colour) + cone(4.5, true, colour),
    twoConesDown: cone(0, false, colour) + cone(4.5, false, colour),
    conesBaseToBase: cone(0, true, colour) + cone(4.5, false, colour),
    conesPointToPoint: cone(0, false, colour) + cone(4.5, true, colour),
    can: `<rect x="13" y="1" width="6" height="5.5" fill="${colour}"/>`,
    sphere: `<circle cx="16" cy="4" r="3" fill="${colour}"/>`,
    twoSpheres: `<circle cx="16" cy="2.3" r="2.2" fill="${colour}"/><circle cx="16" cy="6.9" r="2.2" fill="${colour}"/>`,
    cross: `<path d="M12.5 1.5 L19.5 7.5 M19.5 1.5 L12.5 7.5" stroke="${colour}" stroke-width="2"/>`,
  };
  return staff + marks[kind];
}
