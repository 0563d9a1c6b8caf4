// A light's description as an ECDIS shows it beside the light (S-52
// LITDSN02, abridged): character, signal group, colours, period and nominal
// range, e.g. 'Fl(2)G 6s 4M' or 'Fl R 4s', from LITCHR, SIGGRP, COLOUR, SIGPER, VALNMR.

/** S-57 LITCHR codes to the chart abbreviations (INT 1 / IHO S-4). */
const CHARACTER: Readonly<Record<number, string>> = {
  1: 'F',
  2: 'Fl',
  3: 'LFl',
  4: 'Q',
  5: 'VQ',
  6: 'UQ',
  7: 'Iso',
  8: 'Oc',
  9: 'IQ',
  10: 'IVQ',
  11: 'IUQ',
  12: 'Mo',
  13: 'FFl',
  14: 'Fl+LFl',
  15: 'OcFl',
  16: 'FLFl',
  17: 'Al.Oc',
  18: 'Al.LFl',
  19: 'Al.Fl',
  20: 'Al.Gr',
  25: 'Q+LFl',
  26: 'VQ+LFl',
  27: 'UQ+LFl',
  28: 'Al',
  29: 'Al.FFl',
};

/** S-57 COLOUR codes to the chart abbreviations. */
const COLOUR: Readonly<Record<number, string>> = { 1: 'W', 2: 'Bl', 3: 'R', 4: 'G', 5: 'Bu', 6: 'Y', 7: 'Gy', 8: 'Br', 9: 'Am', 10: 'Vi', 11: 'Or', 12: 'M', 13: 'P' };

const numberOf = (value: unknown): number | null => {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  const n = typeof first === 'string' && first.trim() !== '' ? Number(first) : first;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const numbersOf = (value: unknown): number[] => {
  const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : typeof value === 'string' ? value.split(',') : [value];
  return items.map(numberOf).filter((n): n is number => n !== null);
};

/** Trims a number to at most one decimal ('6', '2.5'). */
const short = (n: number): string => String(Math.round(n * 10) / 10);

/** The description of a light from its attributes; null when it has no known character. */
export function lightDescription(properties: Readonly<Record<string, unknown>>): string | null {
  const litchr = numberOf(properties.LITCHR);
  const character = litchr === null ? undefined : CHARACTER[litchr];
  if (!character) return null;
  // A group of one flash ('(1)') and the empty group '()' are not written.
  const raw = typeof properties.SIGGRP === 'string' ? properties.SIGGRP.trim() : '';
  const group = raw === '()' || raw === '(1)' ? '' : raw;
  const colours = numbersOf(properties.COLOUR)
    .map((c) => COLOUR[c] ?? '')
    .join('');
  const period = numberOf(properties.SIGPER);
  const range = numberOf(properties.VALNMR);
  // 'Fl(2)G', but 'Fl G' (a space where there is no group), as charts write them.
  const parts = [group !== '' || colours === '' ? `${character}${group}${colours}` : `${character} ${colours}`];
  if (period !== null && period > 0) parts.push(`${short(period)}s`);
  if (range !== null && range > 0) parts.push(`${short(range)}M`);
  return parts.join(' ');
}
