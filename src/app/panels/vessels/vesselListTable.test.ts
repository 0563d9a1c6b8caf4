import { describe, expect, it } from 'vitest';
import { buildVesselListTable, navStatusAt } from './vesselListTable';

describe('vessel list table', () => {
  it('keeps every vessel object as columns, missing numbers as NaN', () => {
    const table = buildVesselListTable(
      [
        { id: 8388609, mmsi: '261000001', name: ' Dar ', vessel_type: 36, speed: 4.5, course: null, latitude: 54.5, longitude: 18.6, nav_status: 'Moored', last_reported: '2026-01-01T00:00:00Z' },
        { id: 8388610, mmsi: '261000002', name: null, vessel_type: 500, speed: 'fast', nav_status: 'Unknown', last_reported: null },
        'not a vessel',
        null,
      ],
      7,
    );
    expect(table.version).toBe(7);
    expect(table.count).toBe(2);
    expect(Array.from(table.ids)).toEqual([8388609, 8388610]);
    expect(table.names).toEqual(['Dar', '']);
    expect(Array.from(table.vesselType)).toEqual([36, -1]);
    expect(table.speedKn[0]).toBe(4.5);
    expect(table.speedKn[1]).toBeNaN();
    expect(table.courseDeg[0]).toBeNaN();
    expect(table.reportedAtMs[0]).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(table.reportedAtMs[1]).toBeNaN();
    expect(navStatusAt(table, 0)).toBe('Moored');
    expect(navStatusAt(table, 1)).toBe('NotDefined');
    expect(table.statusCounts[5]).toBe(1);
    expect(table.statusCounts[15]).toBe(1);
  });
});
