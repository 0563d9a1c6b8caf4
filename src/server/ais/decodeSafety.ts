// Decoders of the safety-related text messages (ITU-R M.1371-5): 12,
// addressed (text from bit 72, up to 156 characters) and 14, broadcast (text
// from bit 40, up to 161 characters). The text runs to the end of the
// message: as many whole six-bit characters as it holds.
import type { AddressedSafety, BroadcastSafety } from './messagesLink';
import type { BitReader } from './sixbit';

type Base = { repeat: number; mmsi: number };

const textFrom = (bits: BitReader, start: number, maxChars: number): string =>
  bits.text(start, Math.min(maxChars, Math.floor(Math.max(0, bits.length - start) / 6)));

export function decodeAddressedSafety(bits: BitReader, base: Base): AddressedSafety {
  return {
    type: 12,
    ...base,
    sequence: bits.uint(38, 2),
    destMmsi: bits.uint(40, 30),
    retransmit: bits.bool(70),
    text: textFrom(bits, 72, 156),
  };
}

export function decodeBroadcastSafety(bits: BitReader, base: Base): BroadcastSafety {
  return { type: 14, ...base, text: textFrom(bits, 40, 161) };
}
