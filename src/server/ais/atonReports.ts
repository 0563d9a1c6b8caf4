// How AIS aton reports make the spec's atons (VesselTracker): message 21
// with its off-position and virtual flags, and AtoN monitoring data
// (message 6/8, DAC 235/250, FI 10) attached to the aton of the same MMSI.
import type { Aton, AtonMonitoring } from '../../protocol/atons';
import type { AidToNavigationReport, AtonMonitoringData } from './messages';
import { mmsiString, validLat, validLon } from './vesselFields';

/** Aid types 1..3 and 5..19 are fixed structures (ITU-R M.1371-5 table 74); the rest may float. */
export const isFixedAid = (aidType: number): boolean => (aidType >= 1 && aidType <= 3) || (aidType >= 5 && aidType <= 19);

/**
 * The off-position flag as ITU-R M.1371-5 says to read it: valid only for a
 * floating aid and a time stamp of 59 or less; a virtual aid has no position
 * to be off.
 */
export const reportsOffPosition = (m: AidToNavigationReport): boolean => m.offPosition && m.second <= 59 && !m.virtualAid && !isFixedAid(m.aidType);

const RACON = ['none', 'not_monitored', 'operational', 'error'] as const;
const LIGHT = ['none', 'on', 'off', 'error'] as const;

export function atonMonitoring(data: AtonMonitoringData, receivedMs: number): AtonMonitoring {
  return {
    supply_voltage: data.supplyVoltageV,
    external_voltage_1: data.external1V,
    external_voltage_2: data.external2V,
    racon: RACON[data.racon] ?? 'none',
    light: LIGHT[data.light] ?? 'none',
    alarm: data.alarm,
    off_position: data.offPosition,
    digital_inputs: data.digitalInputs,
    reported_at: new Date(receivedMs).toISOString(),
  };
}

/** The aton of a message 21 (the last known position kept when this one has none). */
export function atonFromReport(id: number, message: AidToNavigationReport, previous: Aton | undefined, monitoring: AtonMonitoring | undefined, receivedMs: number): Aton {
  return {
    id,
    name: message.name,
    mmsi: mmsiString(message.mmsi),
    // vid: 1 for a virtual aid (no physical mark), 0 for a real one.
    vid: message.virtualAid ? 1 : 0,
    aid_type: message.aidType,
    latitude: validLat(message.latDeg) ?? previous?.latitude ?? null,
    longitude: validLon(message.lonDeg) ?? previous?.longitude ?? null,
    // Heard over AIS: integrated; active unless it reports being off position.
    active: !message.offPosition,
    integrated: true,
    last_reported: new Date(receivedMs).toISOString(),
    off_position: reportsOffPosition(message),
    virtual_aid: message.virtualAid,
    ...(monitoring ? { monitoring } : {}),
  };
}
