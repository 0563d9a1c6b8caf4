// Lights (LIGHTS): the S-52 light flare, a teardrop from the light's
// position at 135° (pointing south-east, clear of the mark drawn above the
// position), filled in the light's colour: red (COLOUR 3), green (4),
// yellow for white, yellow, amber and orange lights (1, 6, 9, 11), magenta
// otherwise (S-52 LITDEF). The category of the name is the first COLOUR.
// Sector lights also get it; their arcs and legs are drawn by the console.
import { svgDocument } from './svg';

/** S-52 light colours (DAY_BRIGHT LITRD, LITGN, LITYW, CHMGD). */
const FLARE = {
  red: '#f15469',
  green: '#68e456',
  yellow: '#f4da48',
  magenta: '#c545c3',
} as const;

/** The flare fill of a COLOUR code. */
export function flareColour(colour: number): string {
  if (colour === 3) return FLARE.red;
  if (colour === 4) return FLARE.green;
  if (colour === 1 || colour === 6 || colour === 9 || colour === 11) return FLARE.yellow;
  return FLARE.magenta;
}

/** The flare of a light of colour `colour` (first COLOUR; 0 unknown). */
export function lightSymbol(colour: number): string {
  return svgDocument(
    `LIGHTS ${colour}`,
    `<path d="M16 16 C21 17.5 28.5 24 27.5 27.5 C24 28.5 17.5 21 16 16 Z" fill="${flareColour(colour)}" stroke="#070707" stroke-width="0.8" stroke-linejoin="round"/><circle cx="16" cy="16" r="1.4" fill="#070707"/>`,
  );
}
