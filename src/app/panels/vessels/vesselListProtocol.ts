// Messages between the vessels panel and its list worker
// (vesselListWorker.ts): the poll's answer goes in as bytes (transferred,
// parsed there), queries go in as values; the table comes out once per load
// and the order of its rows once per query or load.
import type { VesselListTable } from './vesselListTable';
import type { VesselQuery } from './vesselQuery';

export type VesselListRequest =
  | { type: 'load'; seq: number; json: ArrayBuffer }
  | { type: 'query'; seq: number; query: VesselQuery }
  | { type: 'clear' };

export type VesselListMessage =
  | { type: 'loaded'; table: VesselListTable }
  | { type: 'loadFailed'; seq: number; message: string }
  /** The rows of table `tableVersion` matching query `querySeq`, in order. */
  | { type: 'view'; querySeq: number; tableVersion: number; order: Uint32Array };
