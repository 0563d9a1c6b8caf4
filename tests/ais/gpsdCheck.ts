// One field check of the GPSD comparison (gpsdCompare.ts): how to read our
// value and how to bring GPSD's JSON value (scaled or raw) to our units, with
// the helpers the per-type tables share. GPSD keeps "not available" values
// (lat 91, speed 1023, direction 360, ...) where we return null: `theirs`
// maps them to null first.

export interface Check {
  /** Our value, from the message (application fields read `m.application`). */
  ours: (m: Record<string, unknown>) => unknown;
  /**
   * GPSD's value in our units (null = not available), from its JSON value;
   * undefined skips the field for this report; a function is a test of our value.
   */
  theirs?: (value: unknown, scaled: boolean, type: number) => unknown;
  /** Absolute tolerance for numbers (GPSD prints scaled values with few decimals). */
  tolerance?: number | ((scaled: boolean, type: number) => number);
}

export type Checks = Record<string, Check>;

export const num = (v: unknown): number => Number(v);
export const bool = (v: unknown): boolean => v === true || v === 1;
export const own =
  (key: string) =>
  (m: Record<string, unknown>): unknown =>
    m[key];
export const notAvailable = (na: number) => (v: unknown) => (num(v) === na ? null : num(v));

/** A field of the decoded application data (message 6/8). */
export const app =
  (key: string) =>
  (m: Record<string, unknown>): unknown =>
    (m.application as Record<string, unknown> | null)?.[key];

/** Item `index` of our repeated part `list` (acks, assignments, ...): GPSD gives 0 for a part the message does not carry. */
export const part =
  (list: string, index: number, key: string) =>
  (m: Record<string, unknown>): unknown =>
    (m[list] as Record<string, unknown>[])[index]?.[key] ?? 0;

/** A field the message may lack (null here): GPSD gives 0 for it. */
export const orZero =
  (key: string) =>
  (m: Record<string, unknown>): unknown =>
    m[key] ?? 0;

/**
 * GPSD's binary data "bits:hex" (whole bytes, the bits past the count being
 * whatever followed in its buffer) against our {bits, hex} (whole nibbles,
 * zero-padded): both brought to the bit count and its bits.
 */
export function dataBits(bits: number, hex: string): string {
  const binary = [...hex].map((h) => Number.parseInt(h, 16).toString(2).padStart(4, '0')).join('');
  return `${bits}:${binary.slice(0, bits)}`;
}
export const gpsdData = (v: unknown): string => {
  const [count = '', hex = ''] = String(v).split(':');
  return dataBits(Number(count), hex);
};
export const ourData = (m: Record<string, unknown>): string => {
  const data = m.data as { bits: number; hex: string };
  return dataBits(data.bits, data.hex);
};

/** Positions in 1/10 minute (types 17, 22, 23): raw, or degrees (GPSD prints them with `decimals`). */
export const tenthMinute = (v: unknown, scaled: boolean): number => (scaled ? num(v) : num(v) / 600);
