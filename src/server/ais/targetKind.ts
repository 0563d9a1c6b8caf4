// What an AIS target is (docs/ais.md, "Classification"). ITU-R M.1371-5
// Annex 1 and ITU-R M.585: MMSI 970xxyyyy is an AIS-SART, 972xxyyyy a MOB
// device, 974xxyyyy an EPIRB-AIS; navigation status 14 is "AIS-SART (active),
// MOB-AIS, EPIRB-AIS" (15 in test mode); message 9 comes from a SAR aircraft.
import type { DistressKind, NavStatus, TargetKind } from '../../protocol/vessels';

/** AIS-SART active (ITU-R M.1371-5 table 45). */
export const NAV_STATUS_SART_ACTIVE = 14;
/** Not defined, which a distress device sends in test mode (IEC 61097-14). */
export const NAV_STATUS_UNDEFINED = 15;

/** The distress device an MMSI's prefix names, or null. */
export function distressKindOfMmsi(mmsi: number): DistressKind | null {
  const prefix = Math.floor(mmsi / 1_000_000);
  if (prefix === 970) return 'sart';
  if (prefix === 972) return 'mob';
  if (prefix === 974) return 'epirb';
  return null;
}

/**
 * The kind of a target from its MMSI, its last navigation status (null when
 * none was reported) and whether it sent a SAR aircraft report (message 9).
 */
export function targetKind(mmsi: number, navStatus: number | null, sarAircraft: boolean): TargetKind {
  if (sarAircraft) return 'sar_aircraft';
  const device = distressKindOfMmsi(mmsi);
  if (device) return device;
  return navStatus === NAV_STATUS_SART_ACTIVE ? 'sart' : 'vessel';
}

/** A distress device in test mode reports navigation status 15 (not defined) instead of 14. */
export const distressState = (navStatus: NavStatus): 'test' | 'active' => (navStatus === 'NotDefined' ? 'test' : 'active');

/** The kind to put on the wire: absent for a plain vessel. */
export const wireKind = (kind: TargetKind): TargetKind | undefined => (kind === 'vessel' ? undefined : kind);
