// Alerts as the stream sends them, for the console's tests.
import type { Alert } from '../../protocol/alerts';

export function testConflict(id: number, tcpaMin: number, over: Partial<Alert> = {}): Alert {
  return {
    id,
    kind: 'conflict',
    priority: 'warning',
    rule: null,
    state: 'new',
    key: `conflict:26100000${id}:26200000${id}`,
    vessels: [
      { id: 8_388_608 + id, mmsi: `26100000${id}`, name: `ALFA ${id}`, latitude: 54.6, longitude: 18.8, speed: 12, course: 90 },
      { id: 8_388_708 + id, mmsi: `26200000${id}`, name: '', latitude: 54.62, longitude: 18.9, speed: 10, course: 180 },
    ],
    reason: 'Zbliżenie',
    conflict: {
      cpa_nm: 0.12,
      tcpa_min: tcpaMin,
      range_nm: 3,
      cpa_positions: [
        [54.6, 18.85],
        [54.602, 18.85],
      ],
      min_cpa_nm: 0.12,
      threshold_nm: 0.5,
      evaluated_at: '2026-11-23T09:00:00.000Z',
    },
    integrity: null,
    zone: null,
    anchor: null,
    distress: null,
    safety_message: null,
    aton: null,
    opened_at: '2026-11-23T09:00:00.000Z',
    acknowledged_at: null,
    acknowledged_by: null,
    closed_at: null,
    close_reason: null,
    snoozed_until: null,
    ...over,
  };
}

export function testIntegrity(id: number, openedAt: string, over: Partial<Alert> = {}): Alert {
  return {
    ...testConflict(id, 0),
    kind: 'integrity',
    priority: 'caution',
    rule: 'position_jump',
    key: `integrity:26100000${id}:position_jump`,
    vessels: [{ id: null, mmsi: `26100000${id}`, name: 'DEMO SKOK', latitude: 54.5, longitude: 18.7, speed: 8, course: 0 }],
    reason: 'Skok pozycji',
    conflict: null,
    integrity: { rule: 'position_jump', count: 1, last_seen_at: openedAt, values: {} },
    opened_at: openedAt,
    ...over,
  };
}
