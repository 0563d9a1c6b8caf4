// The main thread's side of the list worker: hands it the poll's bytes
// (transferred; `load` resolves once the new table is shown), answers
// queries against the index the worker sorted (synchronously, in the
// keystroke's or click's own task), and keeps the table with the order of
// its rows for React (useSyncExternalStore). A new table is shown only with
// its own order, so rows never index a table they were not made for.
import type { VesselListMessage, VesselListRequest } from './vesselListProtocol';
import type { VesselListTable } from './vesselListTable';
import { DEFAULT_VESSEL_QUERY, indexFromParts, queryVessels, type VesselIndex, type VesselQuery } from './vesselQuery';

export interface VesselListPort {
  postMessage(message: VesselListRequest, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<VesselListMessage>) => void) | null;
}

export interface VesselListView {
  table: VesselListTable | null;
  /** Row indices of `table` in display order. */
  order: Uint32Array;
  query: VesselQuery;
  /** Which query the order answers (changes with every query, not with a new table of the same query). */
  querySeq: number;
}

interface PendingLoad {
  resolve: (count: number) => void;
  reject: (error: Error) => void;
}

export class VesselListError extends Error {}

const EMPTY_VIEW: VesselListView = { table: null, order: new Uint32Array(0), query: DEFAULT_VESSEL_QUERY, querySeq: 0 };

export class VesselListClient {
  private view: VesselListView = EMPTY_VIEW;
  private index: VesselIndex | null = null;
  private readonly listeners = new Set<() => void>();
  private loadSeq = 0;
  private readonly pendingLoads = new Map<number, PendingLoad>();
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

  /** Shows the rows answering `query` at once (walks one of the index's orders). */
  setQuery(query: VesselQuery): void {
    this.show(this.index, query, this.view.querySeq + 1);
  }

  /** The panel closed: the table is dropped; a later open starts afresh. */
  clear(): void {
    this.clearedUpTo = this.loadSeq;
    for (const pending of this.pendingLoads.values()) pending.reject(new VesselListError('cleared'));
    this.pendingLoads.clear();
    this.index = null;
    this.view = EMPTY_VIEW;
    this.emit();
  }

  /** A new query gets a new `querySeq` (the rows scroll to the top); a new table keeps it (the rows keep their scroll). */
  private show(index: VesselIndex | null, query: VesselQuery, querySeq: number): void {
    this.index = index;
    const order = index ? queryVessels(index, query) : new Uint32Array(0);
    this.view = { table: index?.table ?? null, order, query, querySeq };
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
        if (m.table.version <= this.clearedUpTo) return;
        this.show(indexFromParts(m.table, m.index), this.view.query, this.view.querySeq);
        this.settle(m.table.version, { count: m.table.count });
        break;
      case 'loadFailed':
        this.settle(m.seq, { error: new VesselListError(m.message) });
        break;
    }
  }
}
