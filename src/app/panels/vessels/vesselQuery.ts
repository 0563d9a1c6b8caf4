// Search, nav-status filter and sort of the vessels list (spec section 5:
// case-insensitive substring of MMSI or name; beyond the spec, sortable by
// MMSI, name, type, speed, course and age, for 20,000 vessels). The index
// holds per-vessel sort keys made once per load (texts ranked with a Polish
// collator), so a query only filters and sorts numbers. Runs in the list
// worker; pure: tested in vesselQuery.test.ts.
import type { NavStatus } from '../../../protocol/vessels';
import { vesselCategory } from '../../../protocol/vessels';
import { pl } from '../../i18n/pl';
import { navStatusIndex, type VesselListTable } from './vesselListTable';

export const VESSEL_SORT_KEYS = ['mmsi', 'name', 'type', 'speed', 'course', 'age'] as const;
export type VesselSortKey = (typeof VESSEL_SORT_KEYS)[number];

export interface VesselQuery {
  search: string;
  /** Only vessels with this nav status (null: all). */
  status: NavStatus | null;
  sortKey: VesselSortKey;
  descending: boolean;
}

export const DEFAULT_VESSEL_QUERY: VesselQuery = { search: '', status: null, sortKey: 'name', descending: false };

export interface VesselIndex {
  table: VesselListTable;
  mmsiLower: string[];
  namesLower: string[];
  /** Sort keys per column; NaN sorts last in either direction. */
  keys: Record<VesselSortKey, Float64Array>;
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** Rank of each entry among the texts (collator order); empty texts get NaN (last). */
function ranks(texts: readonly string[], compare: (a: string, b: string) => number): Float64Array {
  const order = Array.from(texts.keys()).filter((i) => texts[i] !== '');
  order.sort((a, b) => compare(texts[a] as string, texts[b] as string));
  const out = new Float64Array(texts.length).fill(NaN);
  let rank = 0;
  order.forEach((row, k) => {
    if (k > 0 && compare(texts[order[k - 1] as number] as string, texts[row] as string) !== 0) rank = k;
    out[row] = rank;
  });
  return out;
}

export function buildVesselIndex(table: VesselListTable): VesselIndex {
  const typeLabels = Array.from(table.vesselType, (code) => (code < 0 ? '' : pl.vesselCategories[vesselCategory(code)]));
  const age = new Float64Array(table.count);
  for (let i = 0; i < table.count; i += 1) age[i] = -(table.reportedAtMs[i] as number);
  return {
    table,
    mmsiLower: table.mmsi.map((m) => m.toLowerCase()),
    namesLower: table.names.map((n) => n.toLowerCase()),
    keys: {
      mmsi: ranks(table.mmsi, (a, b) => (a < b ? -1 : a > b ? 1 : 0)),
      name: ranks(table.names, collator.compare),
      type: ranks(typeLabels, collator.compare),
      speed: table.speedKn,
      course: table.courseDeg,
      age,
    },
  };
}

/** Row indices of the vessels matching the query, in its order. */
export function queryVessels(index: VesselIndex, query: VesselQuery): Uint32Array {
  const { table } = index;
  const needle = query.search.trim().toLowerCase();
  const status = query.status === null ? -1 : navStatusIndex(query.status);
  const rows: number[] = [];
  for (let i = 0; i < table.count; i += 1) {
    if (status >= 0 && table.navStatus[i] !== status) continue;
    if (needle !== '' && !(index.mmsiLower[i] as string).includes(needle) && !(index.namesLower[i] as string).includes(needle)) continue;
    rows.push(i);
  }
  const key = index.keys[query.sortKey];
  const tie = index.keys.mmsi;
  const sign = query.descending ? -1 : 1;
  const order = Uint32Array.from(rows);
  order.sort((a, b) => {
    const ka = key[a] as number;
    const kb = key[b] as number;
    const missingA = Number.isNaN(ka);
    const missingB = Number.isNaN(kb);
    if (missingA !== missingB) return missingA ? 1 : -1;
    if (!missingA && ka !== kb) return ka < kb ? -sign : sign;
    return (tie[a] as number) - (tie[b] as number) || a - b;
  });
  return order;
}
