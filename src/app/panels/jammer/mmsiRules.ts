// The Jammer's MMSI rules (spec section 5, "Jammer MMSI"): the input keeps
// digits only, at most 9; adding an empty input does nothing; anything but
// exactly 9 digits is refused, and so is an MMSI already on the list.

export const MMSI_DIGITS = 9;
/** Jammer toasts close after 3 s (spec section 9). */
export const JAMMER_TOAST_MS = 3000;

/** What the input keeps of typed or pasted text. */
export const mmsiInput = (text: string): string => text.replace(/\D/g, '').slice(0, MMSI_DIGITS);

export type MmsiCheck = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'duplicate' } | { kind: 'ok'; mmsi: string };

export function checkMmsi(input: string, list: readonly string[]): MmsiCheck {
  const mmsi = input.trim();
  if (mmsi === '') return { kind: 'empty' };
  if (!new RegExp(`^\\d{${MMSI_DIGITS}}$`).test(mmsi)) return { kind: 'invalid' };
  if (list.includes(mmsi)) return { kind: 'duplicate' };
  return { kind: 'ok', mmsi };
}
