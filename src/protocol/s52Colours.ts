// S-52 colour tokens with their sRGB values for the three palettes the
// console offers (day, dusk, night), as 0-255 triples. Data only.
// The values are the S-52 Presentation Library colour tables DAY_BRIGHT,
// DUSK and NIGHT as converted to sRGB and published by ECDIS viewers (the
// same numbers as OpenCPN's `chartsymbols.xml` colour tables), checked
// in features.test.ts.
import type { Theme } from './preferences';

export type Rgb = readonly [number, number, number];

/** Token -> [day, dusk, night]. */
const TABLE = {
  NODTA: [[163, 180, 183], [41, 46, 46], [7, 7, 7]],
  CHBLK: [[7, 7, 7], [54, 60, 61], [31, 34, 35]],
  CHGRD: [[125, 137, 140], [54, 60, 61], [31, 34, 35]],
  CHGRF: [[163, 180, 183], [41, 46, 46], [16, 18, 18]],
  CHRED: [[241, 84, 105], [80, 28, 35], [59, 17, 10]],
  CHGRN: [[104, 228, 86], [35, 76, 29], [22, 34, 7]],
  CHYLW: [[244, 218, 72], [81, 73, 24], [41, 33, 10]],
  CHMGD: [[197, 69, 195], [74, 58, 81], [52, 18, 52]],
  CHMGF: [[211, 166, 233], [58, 20, 57], [52, 18, 52]],
  CHBRN: [[177, 145, 57], [54, 44, 17], [15, 13, 5]],
  CHWHT: [[212, 234, 238], [71, 78, 79], [37, 41, 41]],
  LITRD: [[241, 84, 105], [80, 28, 35], [59, 17, 10]],
  LITGN: [[104, 228, 86], [35, 76, 29], [22, 34, 7]],
  LITYW: [[244, 218, 72], [81, 73, 24], [41, 33, 10]],
  ISDNG: [[197, 69, 195], [74, 58, 81], [52, 18, 52]],
  DNGHL: [[241, 84, 105], [80, 28, 35], [59, 17, 10]],
  TRFCD: [[197, 69, 195], [74, 58, 81], [58, 20, 58]],
  TRFCF: [[211, 166, 233], [58, 20, 57], [52, 18, 52]],
  LANDA: [[201, 185, 122], [44, 41, 27], [13, 10, 8]],
  LANDF: [[139, 102, 31], [76, 56, 17], [23, 17, 5]],
  CSTLN: [[82, 90, 92], [54, 60, 61], [37, 41, 41]],
  SNDG1: [[125, 137, 140], [41, 46, 46], [31, 34, 35]],
  SNDG2: [[7, 7, 7], [71, 78, 79], [43, 48, 48]],
  DEPSC: [[82, 90, 92], [54, 60, 61], [37, 41, 41]],
  DEPCN: [[125, 137, 140], [41, 46, 46], [31, 34, 35]],
  DEPDW: [[212, 234, 238], [7, 7, 7], [7, 7, 7]],
  DEPMD: [[186, 213, 225], [12, 14, 15], [7, 7, 7]],
  DEPMS: [[152, 197, 242], [21, 27, 33], [3, 4, 19]],
  DEPVS: [[115, 182, 239], [22, 35, 47], [3, 4, 19]],
  DEPIT: [[131, 178, 149], [21, 37, 31], [8, 11, 9]],
  RESBL: [[58, 120, 240], [19, 40, 80], [21, 29, 69]],
  ADINF: [[178, 159, 52], [59, 53, 17], [41, 33, 10]],
  RESGR: [[125, 137, 140], [41, 46, 46], [16, 18, 18]],
  OUTLW: [[7, 7, 7], [7, 7, 7], [7, 7, 7]],
  // Mariners' and users' information, radar, the cursor (the live layers' colours: src/app/chart/theme/liveColour.ts).
  NINFO: [[235, 125, 54], [75, 38, 19], [52, 28, 12]],
  CURSR: [[235, 125, 54], [75, 38, 19], [52, 28, 12]],
  SCLBR: [[235, 125, 54], [75, 38, 19], [52, 28, 12]],
  APLRT: [[235, 125, 54], [75, 38, 19], [52, 28, 12]],
  PLRTE: [[220, 64, 37], [73, 21, 12], [66, 19, 11]],
  ARPAT: [[63, 165, 111], [26, 69, 47], [12, 31, 21]],
  RADHI: [[104, 228, 86], [35, 76, 29], [22, 34, 7]],
  RADLO: [[63, 138, 52], [21, 46, 17], [10, 16, 3]],
  UINFD: [[7, 7, 7], [71, 78, 79], [43, 48, 48]],
  UINFF: [[125, 137, 140], [41, 46, 46], [31, 34, 35]],
  UIBCK: [[212, 234, 238], [7, 7, 7], [7, 7, 7]],
  UIBDR: [[125, 137, 140], [54, 60, 61], [31, 34, 35]],
  UINFR: [[241, 84, 105], [80, 28, 35], [59, 17, 10]],
  UINFG: [[104, 228, 86], [35, 76, 29], [22, 34, 7]],
  UINFO: [[235, 125, 54], [75, 38, 19], [52, 28, 12]],
  UINFB: [[58, 120, 240], [19, 40, 80], [21, 29, 69]],
  UINFM: [[197, 69, 195], [58, 20, 57], [52, 18, 52]],
} as const satisfies Record<string, readonly [Rgb, Rgb, Rgb]>;

export type ColourToken = keyof typeof TABLE;

export const COLOUR_TOKENS = Object.keys(TABLE) as ColourToken[];

const THEME_INDEX: Record<Theme, 0 | 1 | 2> = { day: 0, dusk: 1, night: 2 };

const hex2 = (n: number): string => n.toString(16).padStart(2, '0');

/** The [r, g, b] (0-255) of an S-52 colour token in a theme. */
export function colourRgb(token: ColourToken, theme: Theme): Rgb {
  return TABLE[token][THEME_INDEX[theme] ?? 0];
}

/** '#rrggbb' of an S-52 colour token in a theme. */
export function colourHex(token: ColourToken, theme: Theme): string {
  const [r, g, b] = TABLE[token][THEME_INDEX[theme]];
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}
