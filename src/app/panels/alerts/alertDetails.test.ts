import { describe, expect, it } from 'vitest';
import { testIntegrity } from '../../alerts/testAlert';
import { alertDetails, alertZones } from './alertDetails';

const at = '2026-11-23T09:00:00Z';
const zoneAlert = (id: number, zoneId: number, name: string) =>
  testIntegrity(id, at, {
    kind: 'zone',
    rule: 'speed_limit',
    integrity: null,
    zone: { zone_id: zoneId, zone_name: name, rule: 'speed_limit', speed_kn: 12.34, limit_kn: 8, since: at },
  });

describe('alertDetails', () => {
  it('names the zone and its rule, with the speed against the limit', () => {
    expect(alertDetails(zoneAlert(1, 4, 'Tor wodny'))).toEqual(['Strefa „Tor wodny”: przekroczenie prędkości', '12,3 kn przy limicie 8,0 kn']);
  });

  it('says the anchor drag distance, the distress device, the safety text and the AtoN', () => {
    const anchor = testIntegrity(2, at, {
      kind: 'anchor_drag',
      integrity: null,
      anchor: { anchor_latitude: 54.5, anchor_longitude: 18.6, anchored_at: at, by_status: true, distance_m: 231.6, swing_radius_m: 190 },
    });
    expect(alertDetails(anchor)).toEqual(['232 m od kotwicy (promień 190 m)', 'Zgłosił postój na kotwicy']);
    const sart = testIntegrity(3, at, { kind: 'distress', integrity: null, distress: { device: 'sart', active: true, first_heard_at: at, last_heard_at: at } });
    expect(alertDetails(sart)).toEqual(['Urządzenie: AIS-SART']);
    const message = testIntegrity(4, at, {
      kind: 'safety_message',
      integrity: null,
      safety_message: { text: 'SART ACTIVE', addressed: false, destination_mmsi: null, sender_kind: 'sart', received_at: at, last_received_at: at, count: 3 },
    });
    expect(alertDetails(message)).toEqual(['„SART ACTIVE”', 'Do wszystkich', 'Odebrano 3 razy']);
    // Not twice when the reason quotes it.
    expect(alertDetails({ ...message, reason: 'Komunikat bezpieczeństwa od 970010001: „SART ACTIVE”' })).toEqual(['Do wszystkich', 'Odebrano 3 razy']);
    const aton = testIntegrity(5, at, {
      kind: 'aton_off_position',
      integrity: null,
      aton: { aton_id: 7, mmsi: '992611001', name: 'BOJA N1', latitude: 54.5, longitude: 18.6, aid_type: 23, virtual_aid: false, last_reported: at },
    });
    expect(alertDetails(aton)).toEqual(['BOJA N1: poza pozycją']);
  });

  it('lists the zones of the open alerts once each, by name', () => {
    expect(alertZones([zoneAlert(1, 4, 'Tor'), zoneAlert(2, 3, 'Basen'), zoneAlert(3, 4, 'Tor'), testIntegrity(4, at)])).toEqual([
      { id: 3, name: 'Basen' },
      { id: 4, name: 'Tor' },
    ]);
    // With the zones drawn: every zone, named as it is now.
    expect(alertZones([zoneAlert(1, 4, 'Tor')], [{ id: 4, name: 'Tor wodny' }, { id: 9, name: 'Awanport' }])).toEqual([
      { id: 9, name: 'Awanport' },
      { id: 4, name: 'Tor wodny' },
    ]);
  });
});
