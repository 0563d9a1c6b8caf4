import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../../protocol/vessels';
import { testVessel } from '../../live/testVessel';
import { buildVesselListTable } from './vesselListTable';
import { buildVesselIndex, DEFAULT_VESSEL_QUERY, queryVessels, type VesselQuery } from './vesselQuery';

// Every vessel reported at the same time unless the case says otherwise.
const vessel = (id: number, patch: Partial<Vessel>): Vessel => testVessel(id, { last_reported: '2026-01-01T12:00:00Z', ...patch });

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

  it('walks the same order as a sort by key (ties by MMSI, missing last) on a fleet with many ties, both ways', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const many = Array.from({ length: 400 }, (_, i) =>
      vessel(i + 1, { mmsi: String(200000000 + Math.floor(random() * 1e8)), speed: random() < 0.1 ? null : Math.floor(random() * 5), course: Math.floor(random() * 4) * 90 }),
    );
    const big = buildVesselIndex(buildVesselListTable(many, 2));
    for (const sortKey of ['speed', 'course'] as const) {
      for (const descending of [false, true]) {
        const key = big.keys[sortKey];
        const tie = big.keys.mmsi;
        const expected = Array.from({ length: many.length }, (_, row) => row).sort((a, b) => {
          const [ka, kb] = [key[a] as number, key[b] as number];
          if (Number.isNaN(ka) !== Number.isNaN(kb)) return Number.isNaN(ka) ? 1 : -1;
          if (!Number.isNaN(ka) && ka !== kb) return (ka - kb) * (descending ? -1 : 1);
          return (tie[a] as number) - (tie[b] as number) || a - b;
        });
        expect(Array.from(queryVessels(big, { ...DEFAULT_VESSEL_QUERY, sortKey, descending }))).toEqual(expected);
        const filtered = expected.filter((row) => big.mmsiLower[row]?.includes('3') || big.namesLower[row]?.includes('3'));
        expect(Array.from(queryVessels(big, { ...DEFAULT_VESSEL_QUERY, sortKey, descending, search: '3' }))).toEqual(filtered);
      }
    }
  });

  it('answers from the index after the table\'s arrays were transferred away', () => {
    const moved = buildVesselIndex(buildVesselListTable(fleet, 3));
    moved.keys.speed = moved.keys.speed.slice();
    structuredClone(moved.table.ids, { transfer: [moved.table.ids.buffer] });
    expect(queryVessels(moved, { ...DEFAULT_VESSEL_QUERY, sortKey: 'speed' })).toHaveLength(5);
  });
});

