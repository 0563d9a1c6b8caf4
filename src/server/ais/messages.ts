// Typed results of the AIS decoder, one interface per message type. Values
// are scaled to units named in the field (deg, kn, m); AIS "not available"
// values are null. Raw codes (status, ship type, epfd) stay numbers. The
// binary messages are in messagesBinary.ts, the link and text ones in
// messagesLink.ts; AisMessage is the union of all.
import type { AddressedBinary, BroadcastBinary, DgnssBroadcast, SlotBinary } from './messagesBinary';
import type {
  Acknowledgement,
  AddressedSafety,
  AssignedModeCommand,
  BroadcastSafety,
  ChannelManagement,
  DataLinkManagement,
  GroupAssignment,
  Interrogation,
  UtcInquiry,
} from './messagesLink';

export type * from './messagesBinary';
export type * from './messagesLink';

interface AisBase {
  repeat: number;
  /** The sender's MMSI as a number (up to 9 digits). */
  mmsi: number;
}

interface AisPosition {
  /** Position accuracy flag: true = high (< 10 m). */
  accuracy: boolean;
  /** Null when 181 (not available). */
  lonDeg: number | null;
  /** Null when 91 (not available). */
  latDeg: number | null;
  raim: boolean;
}

/** Types 1, 2, 3: class A position report. */
export interface ClassAPosition extends AisBase, AisPosition {
  type: 1 | 2 | 3;
  /** Navigation status code 0..15. */
  navStatus: number;
  /** Raw rate-of-turn indicator (-127..127); null when -128 (not available). */
  turnRaw: number | null;
  /** Null when 102.3 (not available); 102.2 means 102.2 kn or more. */
  speedKn: number | null;
  /** Null when 360 (not available). */
  courseDeg: number | null;
  /** Null when 511 (not available). */
  headingDeg: number | null;
  /** UTC second of the report; 60..63 mean not available / special. */
  second: number;
  maneuver: number;
  radio: number;
}

/** Type 4: base station report (UTC date and time; 0 values are "not available"). */
export interface BaseStationReport extends AisBase, AisPosition {
  type: 4;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  epfd: number;
  radio: number;
}

/** Type 11: UTC and date response (the layout of type 4). */
export interface UtcDateResponse extends Omit<BaseStationReport, 'type'> {
  type: 11;
}

/** Type 5: class A static and voyage data. */
export interface StaticVoyageData extends AisBase {
  type: 5;
  aisVersion: number;
  imo: number;
  callsign: string;
  shipName: string;
  shipType: number;
  toBowM: number;
  toSternM: number;
  toPortM: number;
  toStarboardM: number;
  epfd: number;
  /** ETA (month 0, day 0, hour 24, minute 60 mean not available). */
  eta: { month: number; day: number; hour: number; minute: number };
  /** Null when 0 (not available). */
  draughtM: number | null;
  destination: string;
  dte: boolean;
}

/** Type 9: SAR aircraft position report. */
export interface SarAircraftPosition extends AisBase, AisPosition {
  type: 9;
  /** Null when 4095 (not available); 4094 means 4094 m or higher. */
  altitudeM: number | null;
  /** Whole knots; null when 1023 (not available). */
  speedKn: number | null;
  courseDeg: number | null;
  second: number;
  regional: number;
  dte: boolean;
  assigned: boolean;
  radio: number;
}

/** Type 18: class B position report. */
export interface ClassBPosition extends AisBase, AisPosition {
  type: 18;
  reserved: number;
  speedKn: number | null;
  courseDeg: number | null;
  headingDeg: number | null;
  second: number;
  regional: number;
  cs: boolean;
  display: boolean;
  dsc: boolean;
  band: boolean;
  msg22: boolean;
  assigned: boolean;
  radio: number;
}

/** Type 19: extended class B position report (with static data). */
export interface ClassBExtendedPosition extends AisBase, AisPosition {
  type: 19;
  reserved: number;
  speedKn: number | null;
  courseDeg: number | null;
  headingDeg: number | null;
  second: number;
  regional: number;
  shipName: string;
  shipType: number;
  toBowM: number;
  toSternM: number;
  toPortM: number;
  toStarboardM: number;
  epfd: number;
  dte: boolean;
  assigned: boolean;
}

/** Type 21: aid-to-navigation report. */
export interface AidToNavigationReport extends AisBase, AisPosition {
  type: 21;
  aidType: number;
  /** Name with the name extension appended. */
  name: string;
  toBowM: number;
  toSternM: number;
  toPortM: number;
  toStarboardM: number;
  epfd: number;
  second: number;
  offPosition: boolean;
  regional: number;
  virtualAid: boolean;
  assigned: boolean;
}

/** Type 24 part A: class B static data, name. */
export interface StaticDataA extends AisBase {
  type: 24;
  part: 'A';
  shipName: string;
}

/** Type 24 part B: class B static data, type, vendor, call sign, dimensions. */
export interface StaticDataB extends AisBase {
  type: 24;
  part: 'B';
  shipType: number;
  /** Manufacturer id (3 characters). */
  vendorId: string;
  model: number;
  serial: number;
  callsign: string;
  /** Dimensions; all 0 for an auxiliary craft (MMSI 98xxxxxxx), which reports its mothership instead. */
  toBowM: number;
  toSternM: number;
  toPortM: number;
  toStarboardM: number;
  mothershipMmsi: number | null;
}

/** Type 27: long-range position report (1/10 minute positions, whole knots and degrees). */
export interface LongRangePosition extends AisBase, AisPosition {
  type: 27;
  navStatus: number;
  /** Whole knots; null when 63 (not available). */
  speedKn: number | null;
  /** Whole degrees; null when 511 (not available). */
  courseDeg: number | null;
  /** Raw bit 94 (ITU-R M.1371-5: position latency over 5 s; GPSD calls it 'gnss'). */
  gnss: boolean;
}

export type AisMessage =
  | ClassAPosition
  | BaseStationReport
  | StaticVoyageData
  | SarAircraftPosition
  | ClassBPosition
  | ClassBExtendedPosition
  | AidToNavigationReport
  | StaticDataA
  | StaticDataB
  | LongRangePosition
  | AddressedBinary
  | BroadcastBinary
  | DgnssBroadcast
  | SlotBinary
  | Acknowledgement
  | UtcInquiry
  | UtcDateResponse
  | AddressedSafety
  | BroadcastSafety
  | Interrogation
  | AssignedModeCommand
  | DataLinkManagement
  | ChannelManagement
  | GroupAssignment;

export type AisMessageType = AisMessage['type'];

/** Every message type ITU-R M.1371-5 defines (1..27); types 28..63 are undefined and dropped as unsupported. */
export const SUPPORTED_TYPES: readonly AisMessageType[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27];
