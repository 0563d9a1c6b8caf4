// Decoders of the binary AIS messages 6, 8, 17, 25 and 26 (ITU-R M.1371-5):
// the header fields, DAC and FI where the message has them, the application
// data as bits, and the application data this library knows decoded
// (decodeMetHydro.ts, decodeAtonMonitoring.ts). An application payload that
// is too short leaves `application` null; the message itself still decodes.
import { decodeAtonMonitoring, isAtonMonitoring } from './decodeAtonMonitoring';
import { decodeMetHydro } from './decodeMetHydro';
import { AisError, isAisError } from './errors';
import type { AddressedBinary, BinaryApplication, BinaryData, BroadcastBinary, DgnssBroadcast, SlotBinary } from './messagesBinary';
import type { BitReader } from './sixbit';

type Base = { repeat: number; mmsi: number };

/** The bits from `start` to the end of the message. */
export const binaryData = (bits: BitReader, start: number, end = bits.length): BinaryData => ({ bits: Math.max(0, end - start), hex: bits.hex(start, end) });

/** The known application payloads; null for any other DAC/FI or when the payload is short. */
function application(bits: BitReader, type: 6 | 8, dac: number, fi: number, start: number): BinaryApplication | null {
  try {
    if (type === 8 && dac === 1 && fi === 31) return decodeMetHydro(bits);
    if (isAtonMonitoring(dac, fi)) return decodeAtonMonitoring(bits, start);
  } catch (error) {
    if (isAisError(error)) return null;
    throw error;
  }
  return null;
}

export function decodeAddressedBinary(bits: BitReader, base: Base): AddressedBinary {
  const dac = bits.uint(72, 10);
  const fi = bits.uint(82, 6);
  return {
    type: 6,
    ...base,
    sequence: bits.uint(38, 2),
    destMmsi: bits.uint(40, 30),
    retransmit: bits.bool(70),
    dac,
    fi,
    data: binaryData(bits, 88),
    application: application(bits, 6, dac, fi, 88),
  };
}

export function decodeBroadcastBinary(bits: BitReader, base: Base): BroadcastBinary {
  const dac = bits.uint(40, 10);
  const fi = bits.uint(50, 6);
  return { type: 8, ...base, dac, fi, data: binaryData(bits, 56), application: application(bits, 8, dac, fi, 56) };
}

/** Positions in 1/10 minute: 181° and 91° (or beyond the range) are not available. */
const tenthMinuteLon = (raw: number): number | null => (Math.abs(raw) >= 181 * 600 ? null : raw / 600);
const tenthMinuteLat = (raw: number): number | null => (Math.abs(raw) >= 91 * 600 ? null : raw / 600);

export function decodeDgnss(bits: BitReader, base: Base): DgnssBroadcast {
  return {
    type: 17,
    ...base,
    lonDeg: tenthMinuteLon(bits.int(40, 18)),
    latDeg: tenthMinuteLat(bits.int(58, 17)),
    data: binaryData(bits, 80),
  };
}

/** Types 25 and 26: addressed (destination MMSI at 40) and structured (DAC/FI next); type 26 ends with 20 bits of communication state. */
export function decodeSlotBinary(bits: BitReader, type: 25 | 26, base: Base): SlotBinary {
  const addressed = bits.bool(38);
  const structured = bits.bool(39);
  let at = 40;
  const destMmsi = addressed ? bits.uint(at, 30) : null;
  if (addressed) at += 30;
  const dac = structured ? bits.uint(at, 10) : null;
  const fi = structured ? bits.uint(at + 10, 6) : null;
  if (structured) at += 16;
  const radioBits = type === 26 ? 20 : 0;
  if (bits.length < at + radioBits) throw new AisError('length', `type ${type}: ${bits.length} bits, at least ${at + radioBits} needed`);
  // The data stops where the communication state starts.
  const end = Math.max(at, bits.length - radioBits);
  return {
    type,
    ...base,
    addressed,
    structured,
    destMmsi,
    dac,
    fi,
    data: binaryData(bits, at, end),
    radio: type === 26 ? bits.uint(end, 20) : null,
  };
}
