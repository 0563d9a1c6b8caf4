// The main thread's side of the list worker: hands it the poll's bytes
// (transferred; `load` resolves once the new table and its order are
// shown), sends queries, and keeps the table with the order of its rows for
// React (useSyncExternalStore). A new table is shown only with its own
// order, so rows never index a table they were not made for.
import type { VesselListMessage, VesselListRequest } from './vesselListProtocol';
import type { VesselListTable } from './vesselListTable';
import { DEFAULT_VESSEL_QUERY, type VesselQuery } from './vesselQuery';

export interface VesselListPort {
  postMessage(message: VesselListRequest, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<VesselListMessage>) => void) | null;
}

export interface VesselListView {
  table: VesselListTable | null;
  /** Row indices of `table` in display order. */
  order: Uint32Array;
  query: VesselQuery;
  /** The query the order answers (equal to `query` once the worker caught up). */
  shownQuerySeq: number;
  querySeq: number;
}

interface PendingLoad {
  resolve: (count: number) => void;
  reject: (error: Error) => void;
}

export class VesselListError extends Error {}

export class VesselListClient {
  private view: VesselListView = { table: null, order: new Uint32Array(0), query: DEFAULT_VESSEL_QUERY, shownQuerySeq: 0, querySeq: 0 };
  private readonly listeners = new Set<() => void>();
  private loadSeq = 0;
  private readonly pendingLoads = new Map<number, PendingLoad>();
  private incoming: VesselListTable | null = null;
  /** Tables of loads up to this one were cleared (their messages may still arrive). */
  private clearedUpTo = 0;

  constructor(private readonly port: VesselListPort) {
    port.onmessage = (event) => this.receive(event.data);
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): VesselListView => this.view;

  /** Parses a poll's answer in the worker; resolves with the vessel count once shown. */
  load(json: ArrayBuffer): Promise<number> {
    const seq = ++this.loadSeq;
    return new Promise<number>((resolve, reject) => {
      this.pendingLoads.set(seq, { resolve, reject });
      this.port.postMessage({ type: 'load', seq, json }, [json]);
    });
  }

  setQuery(query: VesselQuery): void {
    const seq = this.view.querySeq + 1;
    this.set({ query, querySeq: seq });
    this.port.postMessage({ type: 'query', seq, query });
  }

  /** The panel closed: the worker drops its data; a later open starts afresh. */
  clear(): void {
    this.port.postMessage({ type: 'clear' });
    this.clearedUpTo = this.loadSeq;
    this.incoming = null;
    for (const pending of this.pendingLoads.values()) pending.reject(new VesselListError('cleared'));
    this.pendingLoads.clear();
    this.view = { table: null, order: new Uint32Array(0), query: DEFAULT_VESSEL_QUERY, shownQuerySeq: 0, querySeq: 0 };
    this.port.postMessage({ type: 'query', seq: 0, query: DEFAULT_VESSEL_QUERY });
    this.emit();
  }

  private set(next: Partial<VesselListView>): void {
    this.view = { ...this.view, ...next };
    this.emit();
  }

  private emit(): void {
    for (const fn of this.listeners) fn();
  }

  private settle(upTo: number, outcome: { count: number } | { error: Error }): void {
    for (const [seq, pending] of this.pendingLoads) {
      if (seq > upTo) continue;
      this.pendingLoads.delete(seq);
      if ('count' in outcome && seq === upTo) pending.resolve(outcome.count);
      else pending.reject('error' in outcome ? outcome.error : new VesselListError('superseded'));
    }
  }

  private receive(m: VesselListMessage): void {
    switch (m.type) {
      case 'loaded':
        if (m.table.version > this.clearedUpTo) this.incoming = m.table;
        break;
      case 'loadFailed':
        this.settle(m.seq, { error: new VesselListError(m.message) });
        break;
      case 'view': {
        const table = this.incoming && this.incoming.version === m.tableVersion ? this.incoming : this.view.table;
        if (!table || table.version !== m.tableVersion) return;
        if (table === this.incoming) this.incoming = null;
        const arrived = table !== this.view.table;
        this.set({ table, order: m.order, shownQuerySeq: m.querySeq });
        if (arrived) this.settle(table.version, { count: table.count });
        break;
      }
    }
  }
}
