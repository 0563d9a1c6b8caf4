// The Blitz settings (spec sections 2, 4 and 7): the box and count of the
// lightning query as text (defaults 100, -18, 43, 73, 33) and the ON/OFF
// switch. Switching on applies the settings (the lightning feed polls with
// them every 5 s); switching off applies none (the feed sends the zeroed
// filter once and the strikes are cleared). The fields are locked while on.
// Both survive a reload (local storage).
import { proxy, subscribe } from 'valtio';
import { STRIKE_DEFAULTS, type StrikeQuery } from '../../../protocol/lightning';
import { pl } from '../../i18n/pl';

export type BlitzField = 'number' | 'west' | 'east' | 'north' | 'south';
export const BLITZ_FIELDS: readonly BlitzField[] = ['number', 'west', 'east', 'north', 'south'];
export type BlitzFields = Record<BlitzField, string>;

export const BLITZ_DEFAULTS: Readonly<BlitzFields> = {
  number: STRIKE_DEFAULTS.number,
  west: STRIKE_DEFAULTS.west,
  east: STRIKE_DEFAULTS.east,
  north: STRIKE_DEFAULTS.north,
  south: STRIKE_DEFAULTS.south,
};
export const MAX_BLITZ_NUMBER = 10_000;
export const BLITZ_STORAGE_KEY = 'traxis.blitz';

export interface BlitzState {
  fields: BlitzFields;
  on: boolean;
  /** Bumped when the settings are applied with none (switched off, or the panel closed while off): the feed sends the zeroed filter. */
  cleared: number;
}

const decimal = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** What is wrong with the fields (Polish messages), none when they can be applied. */
export function blitzErrors(f: BlitzFields): string[] {
  const errors: string[] = [];
  const n = Number(f.number.trim());
  if (!/^\d+$/.test(f.number.trim()) || n < 1 || n > MAX_BLITZ_NUMBER) errors.push(pl.blitz.numberInvalid);
  const value = (k: BlitzField, limit: number, message: (field: string) => string, label: string): number | null => {
    const text = f[k].trim();
    const v = Number(text);
    if (!decimal.test(text) || Math.abs(v) > limit) {
      errors.push(message(label));
      return null;
    }
    return v;
  };
  value('west', 180, pl.blitz.lonInvalid, pl.blitz.west);
  value('east', 180, pl.blitz.lonInvalid, pl.blitz.east);
  const north = value('north', 90, pl.blitz.latInvalid, pl.blitz.north);
  const south = value('south', 90, pl.blitz.latInvalid, pl.blitz.south);
  if (north !== null && south !== null && south >= north) errors.push(pl.blitz.southNorth);
  return errors;
}

/** The lightning query of applied settings (sig 0). */
export const blitzQuery = (f: BlitzFields): StrikeQuery => ({
  number: f.number.trim(),
  west: f.west.trim(),
  east: f.east.trim(),
  north: f.north.trim(),
  south: f.south.trim(),
  sig: STRIKE_DEFAULTS.sig,
});

/** Settings read from storage (the defaults where missing or unreadable). */
export function loadBlitz(storage: Pick<Storage, 'getItem'> | null): Pick<BlitzState, 'fields' | 'on'> {
  try {
    const raw = storage?.getItem(BLITZ_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { fields?: Partial<Record<string, unknown>>; on?: unknown }) : {};
    const fields = { ...BLITZ_DEFAULTS };
    for (const k of BLITZ_FIELDS) {
      const v = parsed.fields?.[k];
      if (typeof v === 'string') fields[k] = v;
    }
    const on = parsed.on === true && blitzErrors(fields).length === 0;
    return { fields, on };
  } catch {
    // Unreadable settings: the defaults, off (nothing to keep).
    return { fields: { ...BLITZ_DEFAULTS }, on: false };
  }
}

const browserStorage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export const blitzState = proxy<BlitzState>({ ...loadBlitz(browserStorage()), cleared: 0 });

subscribe(blitzState, () => {
  try {
    browserStorage()?.setItem(BLITZ_STORAGE_KEY, JSON.stringify({ fields: blitzState.fields, on: blitzState.on }));
  } catch (error) {
    console.warn('Blitz settings not saved', error);
  }
});

export function setBlitzField(field: BlitzField, value: string): void {
  if (blitzState.on) return; // locked while on
  blitzState.fields[field] = value;
}

/** Switch on: applies the settings (false when they cannot be applied). */
export function switchBlitzOn(): boolean {
  if (blitzErrors(blitzState.fields).length > 0) return false;
  blitzState.on = true;
  return true;
}

/** Switch off: applies none. */
export function switchBlitzOff(): void {
  blitzState.on = false;
  blitzState.cleared += 1;
}

/** The panel closed: while inactive this applies none too (spec section 4). */
export function blitzPanelClosed(): void {
  if (!blitzState.on) blitzState.cleared += 1;
}
