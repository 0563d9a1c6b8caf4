// Messages between the vessels panel and its list worker
// (vesselListWorker.ts): the poll's answer goes in as bytes (transferred,
// parsed there); the table comes out once per load with its index's sorted
// parts (transferred). Queries are answered on the main thread.
import type { VesselListTable } from './vesselListTable';
import type { VesselIndexParts } from './vesselQuery';

export type VesselListRequest = { type: 'load'; seq: number; json: ArrayBuffer };

export type VesselListMessage = { type: 'loaded'; table: VesselListTable; index: VesselIndexParts } | { type: 'loadFailed'; seq: number; message: string };
