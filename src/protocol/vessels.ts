// Vessels (spec sections 3, 4 and 7, "Vessels") and the AIS catalogues the
// server and the console share: navigation status names, ship types, aid
// types and the 24-bit id ranges of pickable objects.

export const VESSELS_PATH = '/api/vessels/';

/** Vessels (and ghosts) not heard for this long are removed (spec section 9). */
export const VESSEL_EXPIRY_MS = 10 * 60 * 1000;
/** How often expired vessels are swept (spec section 9). */
export const VESSEL_SWEEP_MS = 5 * 60 * 1000;

/**
 * Pickable ids are 24-bit (spec section 3, "Picked object"). Train ids live
 * below 2^23, vessel (and AIS aton) ids in [2^23, 2^24), so the two never meet.
 */
export const PICK_ID_LIMIT = 2 ** 24;
export const TRAIN_ID_MIN = 1;
export const TRAIN_ID_LIMIT = 2 ** 23;
export const VESSEL_ID_MIN = 2 ** 23;
export const VESSEL_ID_LIMIT = 2 ** 24;

export const isVesselId = (id: number): boolean => Number.isInteger(id) && id >= VESSEL_ID_MIN && id < VESSEL_ID_LIMIT;
export const isTrainId = (id: number): boolean => Number.isInteger(id) && id >= TRAIN_ID_MIN && id < TRAIN_ID_LIMIT;

/**
 * AIS navigation status names by code (ITU-R M.1371 table 45). The five with
 * special shapes keep the spec's spelling (`RestrictedManouverability`).
 */
export const NAV_STATUS_NAMES = [
  'UnderWayUsingEngine', // 0
  'AtAnchor', // 1
  'NotUnderCommand', // 2
  'RestrictedManouverability', // 3
  'ConstrainedByDraught', // 4
  'Moored', // 5
  'Aground', // 6
  'EngagedInFishing', // 7
  'UnderWaySailing', // 8
  'ReservedHsc', // 9
  'ReservedWig', // 10
  'PowerDrivenTowingAstern', // 11
  'PowerDrivenPushingAhead', // 12
  'Reserved13', // 13
  'AisSartActive', // 14
  'NotDefined', // 15
] as const;
export type NavStatus = (typeof NAV_STATUS_NAMES)[number];

/** Nav status names the console draws with a special shape (spec section 3). */
export const SPECIAL_NAV_STATUSES: readonly NavStatus[] = [
  'AtAnchor',
  'NotUnderCommand',
  'EngagedInFishing',
  'ConstrainedByDraught',
  'RestrictedManouverability',
];

/** The name of an AIS nav status code; out-of-range codes are 'NotDefined'. */
export function navStatusName(code: number): NavStatus {
  return NAV_STATUS_NAMES[code] ?? 'NotDefined';
}

/**
 * Vessel type: the AIS "type of ship and cargo" code 0..99 (ITU-R M.1371
 * table 53), or null when no static report was heard. Its category:
 */
export type VesselCategory =
  | 'NotAvailable'
  | 'WingInGround'
  | 'Fishing'
  | 'Towing'
  | 'Dredging'
  | 'Diving'
  | 'Military'
  | 'Sailing'
  | 'PleasureCraft'
  | 'HighSpeedCraft'
  | 'PilotVessel'
  | 'SearchAndRescue'
  | 'Tug'
  | 'PortTender'
  | 'AntiPollution'
  | 'LawEnforcement'
  | 'Medical'
  | 'Passenger'
  | 'Cargo'
  | 'Tanker'
  | 'Other'
  | 'Reserved';

const SPECIAL_CATEGORIES: Record<number, VesselCategory> = {
  30: 'Fishing',
  31: 'Towing',
  32: 'Towing',
  33: 'Dredging',
  34: 'Diving',
  35: 'Military',
  36: 'Sailing',
  37: 'PleasureCraft',
  50: 'PilotVessel',
  51: 'SearchAndRescue',
  52: 'Tug',
  53: 'PortTender',
  54: 'AntiPollution',
  55: 'LawEnforcement',
  58: 'Medical',
};

const DECADE_CATEGORIES: Record<number, VesselCategory> = {
  2: 'WingInGround',
  4: 'HighSpeedCraft',
  6: 'Passenger',
  7: 'Cargo',
  8: 'Tanker',
  9: 'Other',
};

/** The category of an AIS ship type code (null or 0: NotAvailable). */
export function vesselCategory(vesselType: number | null): VesselCategory {
  if (vesselType === null || vesselType === 0) return 'NotAvailable';
  if (!Number.isInteger(vesselType) || vesselType < 0 || vesselType > 99) return 'Reserved';
  const special = SPECIAL_CATEGORIES[vesselType];
  if (special) return special;
  return DECADE_CATEGORIES[Math.floor(vesselType / 10)] ?? 'Reserved';
}

/**
 * Aid-to-navigation type names by AIS code 0..31 (spec section 3, "Aton type
 * catalogue"; ITU-R M.1371 table 74).
 */
export const ATON_TYPE_NAMES = [
  'Default', // 0
  'ReferencePoint', // 1
  'Racon', // 2
  'FixedOffshoreStructure', // 3
  'EmergencyWreckMarkingBuoy', // 4
  'LightWithoutSectors', // 5
  'LightWithSectors', // 6
  'LeadingLightFront', // 7
  'LeadingLightRear', // 8
  'BeaconCardinalN', // 9
  'BeaconCardinalE', // 10
  'BeaconCardinalS', // 11
  'BeaconCardinalW', // 12
  'BeaconPortHand', // 13
  'BeaconStarboardHand', // 14
  'BeaconPreferredChannelPort', // 15
  'BeaconPreferredChannelStarboard', // 16
  'BeaconIsolatedDanger', // 17
  'BeaconSafeWater', // 18
  'BeaconSpecialMark', // 19
  'CardinalMarkN', // 20
  'CardinalMarkE', // 21
  'CardinalMarkS', // 22
  'CardinalMarkW', // 23
  'PortHandMark', // 24
  'StarboardHandMark', // 25
  'PreferredChannelPort', // 26
  'PreferredChannelStarboard', // 27
  'IsolatedDanger', // 28
  'SafeWater', // 29
  'SpecialMark', // 30
  'LightVessel', // 31
] as const;
export type AtonTypeName = (typeof ATON_TYPE_NAMES)[number];

/**
 * What an AIS target is (docs/ais.md, "Classification"): a vessel, an
 * AIS-SART (MMSI 970xxxxxx, or navigation status 14 from another MMSI), a
 * MOB device (972xxxxxx), an EPIRB-AIS (974xxxxxx) or a SAR aircraft
 * (message 9). Absent on the wire means 'vessel'.
 */
export type TargetKind = 'vessel' | 'sart' | 'mob' | 'epirb' | 'sar_aircraft';
export type DistressKind = 'sart' | 'mob' | 'epirb';
export const DISTRESS_KINDS: readonly DistressKind[] = ['sart', 'mob', 'epirb'];
export const isDistressKind = (kind: TargetKind | undefined): kind is DistressKind => kind === 'sart' || kind === 'mob' || kind === 'epirb';

/** The kind of a target (absent: a vessel). */
export const targetKindOf = (v: { target_kind?: TargetKind }): TargetKind => v.target_kind ?? 'vessel';

/** A vessel as the vessels stream and GET /api/vessels/ send it (spec section 3). */
export interface Vessel {
  /** Pickable id in [VESSEL_ID_MIN, VESSEL_ID_LIMIT), stable per MMSI. */
  id: number;
  /** 9 digits. */
  mmsi: string;
  name: string;
  /** AIS ship type code 0..99; null before a static report. */
  vessel_type: number | null;
  latitude: number | null;
  longitude: number | null;
  /** Knots. */
  speed: number | null;
  /** Course over ground, degrees. */
  course: number | null;
  /** True heading, degrees. */
  heading: number | null;
  nav_status: NavStatus;
  /** Metres. */
  draught: number | null;
  /** Metres from the reference point; length = to_bow + to_stern. */
  to_bow: number | null;
  to_stern: number | null;
  /** Metres; width = to_port + to_starboard. */
  to_port: number | null;
  to_starboard: number | null;
  /** ISO 8601 time of the last report. */
  last_reported: string;
  /** Set when the target is not a vessel (absent: 'vessel'). SAR aircraft are in the vessels stream (the chart draws them) but not in GET /api/vessels/. */
  target_kind?: TargetKind;
  /** SAR aircraft: altitude in metres (4094: 4094 or more); null when not available. */
  altitude?: number | null;
}
