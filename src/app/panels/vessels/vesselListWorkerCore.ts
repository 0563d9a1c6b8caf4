// The list worker's logic, without the worker scope (tested in node): parses
// the poll's answer, builds the table and sorts its index (every column's
// order both ways), and sends both to the main thread.
import type { VesselListMessage, VesselListRequest } from './vesselListProtocol';
import { buildVesselListTable, tableTransfer } from './vesselListTable';
import { buildIndexParts, indexPartsTransfer } from './vesselQuery';

export class VesselListWorkerCore {
  private readonly decoder = new TextDecoder();

  constructor(private readonly post: (message: VesselListMessage, transfer?: Transferable[]) => void) {}

  handle(request: VesselListRequest): void {
    this.load(request.seq, request.json);
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
    const index = buildIndexParts(table);
    this.post({ type: 'loaded', table, index }, [...tableTransfer(table), ...indexPartsTransfer(index)]);
  }
}
