// Rules the management panels' forms share (spec section 5): numbers typed
// as text (a decimal comma accepted), required fields, the server's reason
// of a refused change. Pure: tested in formRules.test.ts.
import type { GeoPoint } from '../../../protocol/geo';

/** A field's message by field name; an empty object means valid. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;

/** A decimal number typed by the operator ('54,53' or '54.53'), or null when it is not one. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  if (!DECIMAL.test(t)) return null;
  const value = Number(t.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A whole number, or null when the text is not exactly one. */
export function parseInteger(text: string): number | null {
  const t = text.trim();
  if (!INTEGER.test(t)) return null;
  const value = Number(t);
  return Number.isSafeInteger(value) ? value : null;
}

export const isBlank = (text: string): boolean => text.trim() === '';

export const hasErrors = (errors: Record<string, string | undefined>): boolean => Object.values(errors).some((e) => e !== undefined);

/** Latitude and longitude as form text (at most 6 decimals, the cards' precision; no trailing zeros). */
export function positionText(p: GeoPoint): { latitude: string; longitude: string } {
  const text = (deg: number) => String(Number(deg.toFixed(6)));
  return { latitude: text(p.latDeg), longitude: text(p.lonDeg) };
}

/** A number from the server or null as form text. */
export const numberText = (value: number | null | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** The server's reason of a refused change (4xx `{code, message}`), or null for other failures. */
export function serverReason(error: unknown): string | null {
  const e = error as { status?: number; statusCode?: number; data?: { message?: unknown } } | null;
  const status = e?.status ?? e?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const message = e?.data?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}
