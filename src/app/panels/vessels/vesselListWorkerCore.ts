// The list worker's logic, without the worker scope (tested in node): parses
// the poll's answer, builds the table and its index, answers queries; after
// a load it answers the current query again for the new table.
import { buildVesselIndex, DEFAULT_VESSEL_QUERY, queryVessels, type VesselIndex, type VesselQuery } from './vesselQuery';
import type { VesselListMessage, VesselListRequest } from './vesselListProtocol';
import { buildVesselListTable, tableTransfer } from './vesselListTable';

export class VesselListWorkerCore {
  private index: VesselIndex | null = null;
  private query: VesselQuery = DEFAULT_VESSEL_QUERY;
  private querySeq = 0;
  private readonly decoder = new TextDecoder();

  constructor(private readonly post: (message: VesselListMessage, transfer?: Transferable[]) => void) {}

  handle(request: VesselListRequest): void {
    switch (request.type) {
      case 'load':
        this.load(request.seq, request.json);
        break;
      case 'query':
        this.query = request.query;
        this.querySeq = request.seq;
        this.answer();
        break;
      case 'clear':
        this.index = null;
        break;
    }
  }

  private load(seq: number, json: ArrayBuffer): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(this.decoder.decode(json));
    } catch (error) {
      this.post({ type: 'loadFailed', seq, message: error instanceof Error ? error.message : String(error) });
      return;
    }
    if (!Array.isArray(parsed)) {
      this.post({ type: 'loadFailed', seq, message: 'the vessels answer is not a list' });
      return;
    }
    const table = buildVesselListTable(parsed, seq);
    // The index keeps its own copies of what it sorts by; the table's arrays are transferred.
    this.index = buildVesselIndex({ ...table, speedKn: table.speedKn.slice(), courseDeg: table.courseDeg.slice(), reportedAtMs: table.reportedAtMs.slice(), navStatus: table.navStatus.slice() });
    this.post({ type: 'loaded', table }, tableTransfer(table));
    this.answer();
  }

  private answer(): void {
    if (!this.index) return;
    const order = queryVessels(this.index, this.query);
    this.post({ type: 'view', querySeq: this.querySeq, tableVersion: this.index.table.version, order }, [order.buffer]);
  }
}
