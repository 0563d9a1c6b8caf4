// S-52 colour tokens with their sRGB values for the three palettes the
// console offers (day, dusk, night), as 0-255 triples. Data only.
// Day: the S-52 DAY_BRIGHT table's values (as published in sRGB by ECDIS
// viewers). Dusk and night: our sRGB approximations of the S-52 DUSK and
// NIGHT tables (black sea, dimmed foreground, the same hue per token);
// still to be checked value by value against the IHO tables.
import type { Theme } from '../../protocol/preferences';

type Rgb = readonly [number, number, number];

/** Token -> [day, dusk, night]. */
const TABLE = {
  NODTA: [[163, 180, 183], [65, 74, 76], [7, 8, 8]],
  CHBLK: [[7, 7, 7], [163, 180, 183], [82, 90, 92]],
  CHGRD: [[125, 137, 140], [125, 137, 140], [41, 46, 47]],
  CHGRF: [[163, 180, 183], [41, 46, 47], [20, 23, 23]],
  CHRED: [[241, 84, 105], [171, 61, 75], [60, 21, 26]],
  CHGRN: [[104, 228, 86], [74, 163, 61], [26, 57, 21]],
  CHYLW: [[244, 218, 72], [174, 155, 51], [61, 55, 18]],
  CHMGD: [[197, 69, 195], [140, 49, 139], [49, 17, 49]],
  CHMGF: [[211, 166, 233], [50, 40, 56], [18, 14, 20]],
  CHBRN: [[177, 145, 57], [59, 48, 19], [21, 17, 7]],
  CHWHT: [[212, 234, 238], [163, 180, 183], [82, 90, 92]],
  LITRD: [[241, 84, 105], [171, 61, 75], [60, 21, 26]],
  LITGN: [[104, 228, 86], [74, 163, 61], [26, 57, 21]],
  LITYW: [[244, 218, 72], [174, 155, 51], [61, 55, 18]],
  ISDNG: [[197, 69, 195], [140, 49, 139], [49, 17, 49]],
  DNGHL: [[241, 84, 105], [171, 61, 75], [60, 21, 26]],
  TRFCD: [[197, 69, 195], [140, 49, 139], [49, 17, 49]],
  TRFCF: [[211, 166, 233], [70, 55, 78], [25, 19, 27]],
  LANDA: [[201, 185, 122], [60, 54, 36], [21, 19, 12]],
  LANDF: [[139, 102, 31], [100, 73, 22], [35, 26, 8]],
  CSTLN: [[82, 90, 92], [163, 180, 183], [49, 54, 55]],
  SNDG1: [[125, 137, 140], [125, 137, 140], [41, 46, 47]],
  SNDG2: [[7, 7, 7], [163, 180, 183], [82, 90, 92]],
  DEPSC: [[82, 90, 92], [163, 180, 183], [49, 54, 55]],
  DEPCN: [[125, 137, 140], [65, 74, 76], [25, 28, 29]],
  DEPDW: [[212, 234, 238], [0, 0, 0], [0, 0, 0]],
  DEPMD: [[186, 213, 225], [23, 31, 36], [7, 9, 12]],
  DEPMS: [[152, 197, 242], [32, 46, 62], [10, 15, 20]],
  DEPVS: [[115, 182, 239], [40, 60, 82], [13, 20, 27]],
  DEPIT: [[131, 178, 149], [44, 60, 50], [14, 20, 16]],
  RESBL: [[58, 120, 240], [41, 85, 171], [14, 30, 60]],
  ADINF: [[178, 159, 52], [127, 113, 37], [44, 40, 13]],
  RESGR: [[125, 137, 140], [89, 97, 99], [31, 34, 35]],
  OUTLW: [[7, 7, 7], [163, 180, 183], [82, 90, 92]],
} as const satisfies Record<string, readonly [Rgb, Rgb, Rgb]>;

export type ColourToken = keyof typeof TABLE;

export const COLOUR_TOKENS = Object.keys(TABLE) as ColourToken[];

const THEME_INDEX: Record<Theme, 0 | 1 | 2> = { day: 0, dusk: 1, night: 2 };

const hex2 = (n: number): string => n.toString(16).padStart(2, '0');

/** '#rrggbb' of an S-52 colour token in a theme. */
export function colourHex(token: ColourToken, theme: Theme): string {
  const [r, g, b] = TABLE[token][THEME_INDEX[theme]];
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}
