// Decoders of the AIS messages that manage the link (ITU-R M.1371-5):
// acknowledgements 7 and 13, UTC inquiry 10, interrogation 15, assigned mode
// command 16, data link management 20, channel management 22 and group
// assignment 23. Repeated parts (acknowledged stations, reservations,
// assignments) are read as far as the message's length carries them.
import type {
  Acknowledgement,
  AssignedModeCommand,
  ChannelManagement,
  DataLinkManagement,
  GroupAssignment,
  Interrogation,
  UtcInquiry,
} from './messagesLink';
import type { BitReader } from './sixbit';

type Base = { repeat: number; mmsi: number };

/** How many whole parts of `width` bits from `start` the message holds, at most `max`. */
const partsIn = (bits: BitReader, start: number, width: number, max: number): number =>
  Math.max(0, Math.min(max, Math.floor((bits.length - start) / width)));

/** Corners in 1/10 minute, as degrees. */
const tenthMinutes = (raw: number): number => raw / 600;

export function decodeAcknowledgement(bits: BitReader, type: 7 | 13, base: Base): Acknowledgement {
  const acks: Acknowledgement['acks'] = [];
  for (let i = 0; i < partsIn(bits, 40, 32, 4); i++) acks.push({ mmsi: bits.uint(40 + i * 32, 30), sequence: bits.uint(70 + i * 32, 2) });
  return { type, ...base, acks };
}

export function decodeUtcInquiry(bits: BitReader, base: Base): UtcInquiry {
  return { type: 10, ...base, destMmsi: bits.uint(40, 30) };
}

export function decodeInterrogation(bits: BitReader, base: Base): Interrogation {
  // 88 bits: one station, one message; 110 (112): one station, two messages; 160: two stations.
  const second = bits.length >= 108;
  const third = bits.length >= 158;
  return {
    type: 15,
    ...base,
    destination1Mmsi: bits.uint(40, 30),
    message1a: bits.uint(70, 6),
    slotOffset1a: bits.uint(76, 12),
    message1b: second ? bits.uint(90, 6) : null,
    slotOffset1b: second ? bits.uint(96, 12) : null,
    destination2Mmsi: third ? bits.uint(110, 30) : null,
    message2a: third ? bits.uint(140, 6) : null,
    slotOffset2a: third ? bits.uint(146, 12) : null,
  };
}

export function decodeAssignedMode(bits: BitReader, base: Base): AssignedModeCommand {
  const assignments: AssignedModeCommand['assignments'] = [];
  for (let i = 0; i < partsIn(bits, 40, 52, 2); i++) {
    const at = 40 + i * 52;
    assignments.push({ mmsi: bits.uint(at, 30), slotOffset: bits.uint(at + 30, 12), increment: bits.uint(at + 42, 10) });
  }
  return { type: 16, ...base, assignments };
}

export function decodeDataLinkManagement(bits: BitReader, base: Base): DataLinkManagement {
  const reservations: DataLinkManagement['reservations'] = [];
  for (let i = 0; i < partsIn(bits, 40, 30, 4); i++) {
    const at = 40 + i * 30;
    reservations.push({ slotOffset: bits.uint(at, 12), slots: bits.uint(at + 12, 4), timeoutMin: bits.uint(at + 16, 3), increment: bits.uint(at + 19, 11) });
  }
  return { type: 20, ...base, reservations };
}

export function decodeChannelManagement(bits: BitReader, base: Base): ChannelManagement {
  const addressed = bits.bool(139);
  return {
    type: 22,
    ...base,
    channelA: bits.uint(40, 12),
    channelB: bits.uint(52, 12),
    txrx: bits.uint(64, 4),
    power: bits.bool(68),
    addressed,
    bandA: bits.bool(140),
    bandB: bits.bool(141),
    zoneSizeNm: bits.uint(142, 3) + 1,
    dest1Mmsi: addressed ? bits.uint(69, 30) : null,
    dest2Mmsi: addressed ? bits.uint(104, 30) : null,
    neLonDeg: addressed ? null : tenthMinutes(bits.int(69, 18)),
    neLatDeg: addressed ? null : tenthMinutes(bits.int(87, 17)),
    swLonDeg: addressed ? null : tenthMinutes(bits.int(104, 18)),
    swLatDeg: addressed ? null : tenthMinutes(bits.int(122, 17)),
  };
}

export function decodeGroupAssignment(bits: BitReader, base: Base): GroupAssignment {
  return {
    type: 23,
    ...base,
    neLonDeg: tenthMinutes(bits.int(40, 18)),
    neLatDeg: tenthMinutes(bits.int(58, 17)),
    swLonDeg: tenthMinutes(bits.int(75, 18)),
    swLatDeg: tenthMinutes(bits.int(93, 17)),
    stationType: bits.uint(110, 4),
    shipType: bits.uint(114, 8),
    txrx: bits.uint(144, 2),
    interval: bits.uint(146, 4),
    quietMin: bits.uint(150, 4),
  };
}
