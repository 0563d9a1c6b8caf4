// Decoders of every AIS message type 1..27 (bit layouts of ITU-R M.1371-5):
// the position and static reports here, the others by family in
// decodeBinary.ts (6, 8, 17, 25, 26), decodeLink.ts (7, 10, 13, 15, 16, 20,
// 22, 23) and decodeSafety.ts (12, 14); type 11 has type 4's layout.
// Scaling: positions 1/600000 degree (type 27: 1/600), speed 0.1 kn, course
// 0.1 degree; "not available" values are null.
import { decodeAddressedBinary, decodeBroadcastBinary, decodeDgnss, decodeSlotBinary } from './decodeBinary';
import {
  decodeAcknowledgement,
  decodeAssignedMode,
  decodeChannelManagement,
  decodeDataLinkManagement,
  decodeGroupAssignment,
  decodeInterrogation,
  decodeUtcInquiry,
} from './decodeLink';
import { decodeAddressedSafety, decodeBroadcastSafety } from './decodeSafety';
import { AisError } from './errors';
import type {
  AidToNavigationReport,
  AisMessage,
  BaseStationReport,
  ClassAPosition,
  ClassBExtendedPosition,
  ClassBPosition,
  LongRangePosition,
  SarAircraftPosition,
  StaticDataA,
  StaticDataB,
  StaticVoyageData,
  UtcDateResponse,
} from './messages';
import { BitReader } from './sixbit';

/** Minimum message length in bits per type (shorter messages are rejected). */
const MIN_BITS: Record<number, number> = {
  1: 149,
  2: 149,
  3: 149,
  4: 168,
  5: 420,
  6: 88,
  7: 72,
  8: 56,
  9: 168,
  10: 70,
  11: 168,
  12: 72,
  13: 72,
  14: 40,
  15: 88,
  16: 92,
  17: 80,
  18: 168,
  19: 312,
  20: 70,
  21: 272,
  22: 145,
  23: 154,
  24: 160,
  25: 40,
  26: 60,
  27: 96,
};

const lonDeg = (raw: number, per: number): number | null => (raw === 181 * per ? null : raw / per);
const latDeg = (raw: number, per: number): number | null => (raw === 91 * per ? null : raw / per);
const tenthsOrNull = (raw: number, notAvailable: number): number | null => (raw === notAvailable ? null : raw / 10);
const orNull = (raw: number, notAvailable: number): number | null => (raw === notAvailable ? null : raw);

/** The message type of an armoured payload (its first 6 bits), or -1 when empty. */
export function payloadType(payload: string): number {
  if (payload.length === 0) return -1;
  return new BitReader(payload.slice(0, 1)).uint(0, 6);
}

/** Decodes one whole message. Throws AisError ('format', 'length' or 'unsupported'). */
export function decodeAis(payload: string, fillBits = 0): AisMessage {
  const bits = new BitReader(payload, fillBits);
  const type = bits.uint(0, 6);
  const minBits = MIN_BITS[type];
  if (minBits === undefined) throw new AisError('unsupported', `message type ${type} is not decoded`);
  if (bits.length < minBits) throw new AisError('length', `type ${type}: ${bits.length} bits, at least ${minBits} needed`);
  const base = { repeat: bits.uint(6, 2), mmsi: bits.uint(8, 30) };
  switch (type) {
    case 1:
    case 2:
    case 3:
      return decodeClassA(bits, type, base);
    case 4:
      return decodeBaseStation(bits, base);
    case 11:
      return { ...decodeBaseStation(bits, base), type: 11 } satisfies UtcDateResponse;
    case 5:
      return decodeStaticVoyage(bits, base);
    case 6:
      return decodeAddressedBinary(bits, base);
    case 7:
    case 13:
      return decodeAcknowledgement(bits, type, base);
    case 8:
      return decodeBroadcastBinary(bits, base);
    case 9:
      return decodeSarAircraft(bits, base);
    case 10:
      return decodeUtcInquiry(bits, base);
    case 12:
      return decodeAddressedSafety(bits, base);
    case 14:
      return decodeBroadcastSafety(bits, base);
    case 15:
      return decodeInterrogation(bits, base);
    case 16:
      return decodeAssignedMode(bits, base);
    case 17:
      return decodeDgnss(bits, base);
    case 20:
      return decodeDataLinkManagement(bits, base);
    case 22:
      return decodeChannelManagement(bits, base);
    case 23:
      return decodeGroupAssignment(bits, base);
    case 25:
    case 26:
      return decodeSlotBinary(bits, type, base);
    case 18:
      return decodeClassB(bits, base);
    case 19:
      return decodeClassBExtended(bits, base);
    case 21:
      return decodeAidToNavigation(bits, base);
    case 24:
      return decodeStaticData(bits, base);
    default:
      return decodeLongRange(bits, base);
  }
}

type Base = { repeat: number; mmsi: number };

function decodeClassA(bits: BitReader, type: 1 | 2 | 3, base: Base): ClassAPosition {
  return {
    type,
    ...base,
    navStatus: bits.uint(38, 4),
    turnRaw: orNull(bits.int(42, 8), -128),
    speedKn: tenthsOrNull(bits.uint(50, 10), 1023),
    accuracy: bits.bool(60),
    lonDeg: lonDeg(bits.int(61, 28), 600000),
    latDeg: latDeg(bits.int(89, 27), 600000),
    courseDeg: tenthsOrNull(bits.uint(116, 12), 3600),
    headingDeg: orNull(bits.uint(128, 9), 511),
    second: bits.uint(137, 6),
    maneuver: bits.uint(143, 2),
    raim: bits.bool(148),
    radio: bits.uint(149, 19),
  };
}

function decodeBaseStation(bits: BitReader, base: Base): BaseStationReport {
  return {
    type: 4,
    ...base,
    year: bits.uint(38, 14),
    month: bits.uint(52, 4),
    day: bits.uint(56, 5),
    hour: bits.uint(61, 5),
    minute: bits.uint(66, 6),
    second: bits.uint(72, 6),
    accuracy: bits.bool(78),
    lonDeg: lonDeg(bits.int(79, 28), 600000),
    latDeg: latDeg(bits.int(107, 27), 600000),
    epfd: bits.uint(134, 4),
    raim: bits.bool(148),
    radio: bits.uint(149, 19),
  };
}

function decodeStaticVoyage(bits: BitReader, base: Base): StaticVoyageData {
  return {
    type: 5,
    ...base,
    aisVersion: bits.uint(38, 2),
    imo: bits.uint(40, 30),
    callsign: bits.text(70, 7),
    shipName: bits.text(112, 20),
    shipType: bits.uint(232, 8),
    toBowM: bits.uint(240, 9),
    toSternM: bits.uint(249, 9),
    toPortM: bits.uint(258, 6),
    toStarboardM: bits.uint(264, 6),
    epfd: bits.uint(270, 4),
    eta: { month: bits.uint(274, 4), day: bits.uint(278, 5), hour: bits.uint(283, 5), minute: bits.uint(288, 6) },
    draughtM: tenthsOrNull(bits.uint(294, 8), 0),
    destination: bits.text(302, 20),
    dte: bits.bool(422),
  };
}

function decodeSarAircraft(bits: BitReader, base: Base): SarAircraftPosition {
  return {
    type: 9,
    ...base,
    altitudeM: orNull(bits.uint(38, 12), 4095),
    speedKn: orNull(bits.uint(50, 10), 1023),
    accuracy: bits.bool(60),
    lonDeg: lonDeg(bits.int(61, 28), 600000),
    latDeg: latDeg(bits.int(89, 27), 600000),
    courseDeg: tenthsOrNull(bits.uint(116, 12), 3600),
    second: bits.uint(128, 6),
    regional: bits.uint(134, 8),
    dte: bits.bool(142),
    assigned: bits.bool(146),
    raim: bits.bool(147),
    radio: bits.uint(148, 20),
  };
}

/** Fields common to types 18 and 19 (bits 38..138). */
function classBCommon(bits: BitReader) {
  return {
    reserved: bits.uint(38, 8),
    speedKn: tenthsOrNull(bits.uint(46, 10), 1023),
    accuracy: bits.bool(56),
    lonDeg: lonDeg(bits.int(57, 28), 600000),
    latDeg: latDeg(bits.int(85, 27), 600000),
    courseDeg: tenthsOrNull(bits.uint(112, 12), 3600),
    headingDeg: orNull(bits.uint(124, 9), 511),
    second: bits.uint(133, 6),
  };
}

function decodeClassB(bits: BitReader, base: Base): ClassBPosition {
  return {
    type: 18,
    ...base,
    ...classBCommon(bits),
    regional: bits.uint(139, 2),
    cs: bits.bool(141),
    display: bits.bool(142),
    dsc: bits.bool(143),
    band: bits.bool(144),
    msg22: bits.bool(145),
    assigned: bits.bool(146),
    raim: bits.bool(147),
    radio: bits.uint(148, 20),
  };
}

function decodeClassBExtended(bits: BitReader, base: Base): ClassBExtendedPosition {
  return {
    type: 19,
    ...base,
    ...classBCommon(bits),
    regional: bits.uint(139, 4),
    shipName: bits.text(143, 20),
    shipType: bits.uint(263, 8),
    toBowM: bits.uint(271, 9),
    toSternM: bits.uint(280, 9),
    toPortM: bits.uint(289, 6),
    toStarboardM: bits.uint(295, 6),
    epfd: bits.uint(301, 4),
    raim: bits.bool(305),
    dte: bits.bool(306),
    assigned: bits.bool(307),
  };
}

function decodeAidToNavigation(bits: BitReader, base: Base): AidToNavigationReport {
  const extensionChars = Math.min(14, Math.floor((bits.length - 272) / 6));
  const name = bits.text(43, 20, false);
  // The extension continues the name only when the name fills all 20 characters.
  const extension = extensionChars > 0 && name.length === 20 ? bits.text(272, extensionChars) : '';
  return {
    type: 21,
    ...base,
    aidType: bits.uint(38, 5),
    name: (name + extension).replace(/ +$/, ''),
    accuracy: bits.bool(163),
    lonDeg: lonDeg(bits.int(164, 28), 600000),
    latDeg: latDeg(bits.int(192, 27), 600000),
    toBowM: bits.uint(219, 9),
    toSternM: bits.uint(228, 9),
    toPortM: bits.uint(237, 6),
    toStarboardM: bits.uint(243, 6),
    epfd: bits.uint(249, 4),
    second: bits.uint(253, 6),
    offPosition: bits.bool(259),
    regional: bits.uint(260, 8),
    raim: bits.bool(268),
    virtualAid: bits.bool(269),
    assigned: bits.bool(270),
  };
}

/** Auxiliary craft (MMSI 98XXXYYYY) send the mothership's MMSI instead of dimensions. */
export const isAuxiliaryCraft = (mmsi: number): boolean => Math.floor(mmsi / 10_000_000) === 98;

function decodeStaticData(bits: BitReader, base: Base): StaticDataA | StaticDataB {
  const part = bits.uint(38, 2);
  if (part === 0) return { type: 24, ...base, part: 'A', shipName: bits.text(40, 20) };
  if (part !== 1) throw new AisError('format', `type 24: unknown part number ${part}`);
  if (bits.length < 168) throw new AisError('length', `type 24 part B: ${bits.length} bits, at least 168 needed`);
  const auxiliary = isAuxiliaryCraft(base.mmsi);
  return {
    type: 24,
    ...base,
    part: 'B',
    shipType: bits.uint(40, 8),
    vendorId: bits.text(48, 3),
    model: bits.uint(66, 4),
    serial: bits.uint(70, 20),
    callsign: bits.text(90, 7),
    toBowM: auxiliary ? 0 : bits.uint(132, 9),
    toSternM: auxiliary ? 0 : bits.uint(141, 9),
    toPortM: auxiliary ? 0 : bits.uint(150, 6),
    toStarboardM: auxiliary ? 0 : bits.uint(156, 6),
    mothershipMmsi: auxiliary ? bits.uint(132, 30) : null,
  };
}

function decodeLongRange(bits: BitReader, base: Base): LongRangePosition {
  return {
    type: 27,
    ...base,
    accuracy: bits.bool(38),
    raim: bits.bool(39),
    navStatus: bits.uint(40, 4),
    lonDeg: lonDeg(bits.int(44, 18), 600),
    latDeg: latDeg(bits.int(62, 17), 600),
    speedKn: orNull(bits.uint(79, 6), 63),
    courseDeg: orNull(bits.uint(85, 9), 511),
    gnss: bits.bool(94),
  };
}
