import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../../protocol/vessels';
import { buildVesselListTable } from './vesselListTable';
import { buildVesselIndex, DEFAULT_VESSEL_QUERY, queryVessels, type VesselQuery } from './vesselQuery';

const vessel = (id: number, patch: Partial<Vessel>): Vessel => ({
  id,
  mmsi: String(261000000 + id),
  name: `V${id}`,
  vessel_type: 70,
  latitude: 54.5,
  longitude: 18.6,
  speed: 10,
  course: 90,
  heading: 90,
  nav_status: 'UnderWayUsingEngine',
  draught: 5,
  to_bow: 50,
  to_stern: 20,
  to_port: 5,
  to_starboard: 5,
  last_reported: '2026-01-01T12:00:00Z',
  ...patch,
});

const fleet = [
  vessel(1, { name: 'Żubr', speed: 12.5, course: 10, vessel_type: 52, last_reported: '2026-01-01T12:00:30Z' }),
  vessel(2, { name: 'amber', mmsi: '244123456', speed: null, course: 200, vessel_type: 80, nav_status: 'AtAnchor' }),
  vessel(3, { name: 'Baltic Star', speed: 3, course: null, vessel_type: null, last_reported: '2026-01-01T11:00:00Z' }),
  vessel(4, { name: '', speed: 0, course: 359, nav_status: 'AtAnchor', last_reported: 'not a date' }),
  vessel(5, { name: 'Zefir', speed: 20, course: 45, vessel_type: 36 }),
];
const index = buildVesselIndex(buildVesselListTable(fleet, 1));
const ids = (q: Partial<VesselQuery>) => Array.from(queryVessels(index, { ...DEFAULT_VESSEL_QUERY, ...q }), (row) => index.table.ids[row]);

describe('vessel search, filter and sort', () => {
  it('finds a case-insensitive substring of the name or the MMSI', () => {
    expect(ids({ search: 'AMB' })).toEqual([2]);
    expect(ids({ search: ' star ' })).toEqual([3]);
    expect(ids({ search: '2441' })).toEqual([2]);
    expect(ids({ search: '26100000' }).sort()).toEqual([1, 3, 4, 5]);
    expect(ids({ search: 'żu' })).toEqual([1]);
    expect(ids({ search: 'nothing like it' })).toEqual([]);
    expect(ids({ search: '' })).toHaveLength(5);
  });

  it('filters by nav status', () => {
    expect(ids({ status: 'AtAnchor', sortKey: 'mmsi' })).toEqual([2, 4]);
    expect(ids({ status: 'Moored' })).toEqual([]);
  });

  it('sorts names with Polish collation, empty names last in both directions', () => {
    expect(ids({ sortKey: 'name' })).toEqual([2, 3, 5, 1, 4]);
    expect(ids({ sortKey: 'name', descending: true })).toEqual([1, 5, 3, 2, 4]);
  });

  it('sorts numbers with missing values last, ties by MMSI', () => {
    expect(ids({ sortKey: 'speed' })).toEqual([4, 3, 1, 5, 2]);
    expect(ids({ sortKey: 'speed', descending: true })).toEqual([5, 1, 3, 4, 2]);
    expect(ids({ sortKey: 'course' })).toEqual([1, 5, 2, 4, 3]);
    expect(ids({ sortKey: 'mmsi' })).toEqual([2, 1, 3, 4, 5]);
  });

  it('sorts by age (newest report first) and by the type category', () => {
    expect(ids({ sortKey: 'age' })).toEqual([1, 2, 5, 3, 4]);
    // Holownik (52), Towarowy (70), Zbiornikowiec (80), Żaglowiec (36); unknown last.
    expect(ids({ sortKey: 'type' })).toEqual([1, 4, 2, 5, 3]);
  });
});
