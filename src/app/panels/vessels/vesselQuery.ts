// Search, nav-status filter and sort of the vessels list (spec section 5:
// case-insensitive substring of MMSI or name; beyond the spec, sortable by
// MMSI, name, type, speed, course and age, for 20,000 vessels). The index
// holds per-vessel sort keys made once per load (texts ranked with a Polish
// collator) and the rows in every column's order both ways: a query then
// only walks one order and filters it (a few ms for 20,000 vessels), with
// no sort per keystroke. The sorting (`buildIndexParts`) runs in the list
// worker once per load; the queries run on the main thread, in the
// keystroke's own task, so its rows are in the frame that shows the key
// (Chromium holds a worker's answer back until the frame after an input).
// Pure: tested in vesselQuery.test.ts.
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
  /** Rows in each column's order, ascending and descending (`orderName`). */
  orders: Map<string, Uint32Array>;
}

/** What the list worker sorts once per load and transfers with the table. */
export interface VesselIndexParts {
  keys: Record<VesselSortKey, Float64Array>;
  /** Every column's order both ways, by `orderName`. */
  orders: Record<string, Uint32Array>;
}

const orderName = (sortKey: VesselSortKey, descending: boolean) => `${sortKey}:${descending ? 'desc' : 'asc'}`;

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

/** The sort keys and every column's order both ways (the list worker's part of a load; its arrays are the table's own copies). */
export function buildIndexParts(table: VesselListTable): VesselIndexParts {
  const typeLabels = Array.from(table.vesselType, (code) => (code < 0 ? '' : pl.vesselCategories[vesselCategory(code)]));
  const age = new Float64Array(table.count);
  for (let i = 0; i < table.count; i += 1) age[i] = -(table.reportedAtMs[i] as number);
  const keys = {
    mmsi: ranks(table.mmsi, (a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    name: ranks(table.names, collator.compare),
    type: ranks(typeLabels, collator.compare),
    speed: table.speedKn.slice(),
    course: table.courseDeg.slice(),
    age,
  };
  // The orders need no texts: no lower-cased copies here.
  const index: VesselIndex = { table, mmsiLower: [], namesLower: [], keys, orders: new Map() };
  for (const sortKey of VESSEL_SORT_KEYS) for (const descending of [false, true]) orderOf(index, sortKey, descending);
  return { keys, orders: Object.fromEntries(index.orders) };
}

/** The buffers of the parts, to transfer to the main thread. */
export function indexPartsTransfer(parts: VesselIndexParts): Transferable[] {
  return [...Object.values(parts.keys), ...Object.values(parts.orders)].map((a) => a.buffer);
}

/** The index of a table from its parts (the texts lower-cased here: a few ms for 20,000 vessels). */
export function indexFromParts(table: VesselListTable, parts: VesselIndexParts): VesselIndex {
  return {
    table,
    mmsiLower: table.mmsi.map((m) => m.toLowerCase()),
    namesLower: table.names.map((n) => n.toLowerCase()),
    keys: parts.keys,
    orders: new Map(Object.entries(parts.orders)),
  };
}

export function buildVesselIndex(table: VesselListTable): VesselIndex {
  return indexFromParts(table, buildIndexParts(table));
}

/**
 * Every row in a column's order: present keys ascending (ties by MMSI, then
 * row), missing keys last; descending reverses the key groups but keeps each
 * group's ties in MMSI order and the missing ones last.
 */
function orderOf(index: VesselIndex, sortKey: VesselSortKey, descending: boolean): Uint32Array {
  const name = orderName(sortKey, descending);
  const cached = index.orders.get(name);
  if (cached) return cached;
  const key = index.keys[sortKey];
  const tie = index.keys.mmsi;
  let order: Uint32Array;
  if (!descending) {
    order = Uint32Array.from({ length: index.table.count }, (_, row) => row);
    order.sort((a, b) => {
      const ka = key[a] as number;
      const kb = key[b] as number;
      const missingA = Number.isNaN(ka);
      const missingB = Number.isNaN(kb);
      if (missingA !== missingB) return missingA ? 1 : -1;
      if (!missingA && ka !== kb) return ka < kb ? -1 : 1;
      return (tie[a] as number) - (tie[b] as number) || a - b;
    });
  } else {
    const ascending = orderOf(index, sortKey, false);
    order = new Uint32Array(ascending.length);
    let present = ascending.length;
    while (present > 0 && Number.isNaN(key[ascending[present - 1] as number] as number)) present -= 1;
    let out = 0;
    for (let end = present; end > 0; ) {
      let start = end - 1;
      const value = key[ascending[start] as number] as number;
      while (start > 0 && key[ascending[start - 1] as number] === value) start -= 1;
      order.set(ascending.subarray(start, end), out);
      out += end - start;
      end = start;
    }
    order.set(ascending.subarray(present), out);
  }
  index.orders.set(name, order);
  return order;
}

/** Row indices of the vessels matching the query, in its order. */
export function queryVessels(index: VesselIndex, query: VesselQuery): Uint32Array {
  const { table } = index;
  const needle = query.search.trim().toLowerCase();
  const status = query.status === null ? -1 : navStatusIndex(query.status);
  const order = orderOf(index, query.sortKey, query.descending);
  if (needle === '' && status < 0) return order.slice();
  const out = new Uint32Array(order.length);
  let count = 0;
  for (const row of order) {
    if (status >= 0 && table.navStatus[row] !== status) continue;
    if (needle !== '' && !(index.mmsiLower[row] as string).includes(needle) && !(index.namesLower[row] as string).includes(needle)) continue;
    out[count] = row;
    count += 1;
  }
  return out.slice(0, count);
}
