// Typed results of the AIS messages that manage the link or carry text
// (ITU-R M.1371-5): acknowledgements (7, 13), UTC inquiry and response (10,
// 11), safety-related text (12, 14), interrogation (15), assigned mode (16),
// data link management (20), channel management (22) and group assignment
// (23). Corner positions are in 1/10 minute, given here in degrees.

interface AisBase {
  repeat: number;
  mmsi: number;
}

/** Types 7 and 13: binary and safety acknowledgements (1 to 4 acknowledged stations). */
export interface Acknowledgement extends AisBase {
  type: 7 | 13;
  acks: { mmsi: number; sequence: number }[];
}

/** Type 10: UTC and date inquiry. */
export interface UtcInquiry extends AisBase {
  type: 10;
  destMmsi: number;
}

/** Type 12: addressed safety-related message. */
export interface AddressedSafety extends AisBase {
  type: 12;
  sequence: number;
  destMmsi: number;
  retransmit: boolean;
  /** Six-bit text, up to 156 characters (cut at '@', trailing spaces trimmed). */
  text: string;
}

/** Type 14: broadcast safety-related message (AIS-SART: 'SART ACTIVE' / 'SART TEST'). */
export interface BroadcastSafety extends AisBase {
  type: 14;
  /** Six-bit text, up to 161 characters. */
  text: string;
}

/** Type 15: interrogation; fields not transmitted (shorter message) are null. */
export interface Interrogation extends AisBase {
  type: 15;
  destination1Mmsi: number;
  message1a: number;
  slotOffset1a: number;
  message1b: number | null;
  slotOffset1b: number | null;
  destination2Mmsi: number | null;
  message2a: number | null;
  slotOffset2a: number | null;
}

/** Type 16: assigned mode command (one or two stations). */
export interface AssignedModeCommand extends AisBase {
  type: 16;
  assignments: { mmsi: number; slotOffset: number; increment: number }[];
}

/** Type 20: data link management (1 to 4 slot reservations). */
export interface DataLinkManagement extends AisBase {
  type: 20;
  reservations: { slotOffset: number; slots: number; timeoutMin: number; increment: number }[];
}

/** Type 22: channel management; either two addressed stations or a rectangular area. */
export interface ChannelManagement extends AisBase {
  type: 22;
  channelA: number;
  channelB: number;
  txrx: number;
  /** True: low power. */
  power: boolean;
  addressed: boolean;
  /** True: 12.5 kHz bandwidth (obsolete in M.1371-5). */
  bandA: boolean;
  bandB: boolean;
  /** Transition zone size, 1..8 NM (raw + 1). */
  zoneSizeNm: number;
  dest1Mmsi: number | null;
  dest2Mmsi: number | null;
  /** The area (when not addressed), degrees. */
  neLonDeg: number | null;
  neLatDeg: number | null;
  swLonDeg: number | null;
  swLatDeg: number | null;
}

/** Type 23: group assignment command for the stations in an area. */
export interface GroupAssignment extends AisBase {
  type: 23;
  neLonDeg: number;
  neLatDeg: number;
  swLonDeg: number;
  swLatDeg: number;
  stationType: number;
  shipType: number;
  txrx: number;
  /** Reporting interval code (ITU-R M.1371-5 table 77). */
  interval: number;
  /** Quiet time, minutes (0: none). */
  quietMin: number;
}
