// The bus between nodes, as the rest of the server sees it. One node alone
// (the default, no TRAXIS_NATS_URL) gets `localCluster()`: changes are
// delivered in-process and there is no AIS line bus. With TRAXIS_NATS_URL,
// bus/nats.ts delivers the same events to every node through NATS
// JetStream and carries the AIS lines (bus/aisBus.ts).
import { randomUUID } from 'node:crypto';
import type { ClusterEvent, ClusterEventHandler } from './events';

/** AIS lines between nodes: one node (the leader) reads the sources, every node decodes the same lines in the same order. */
export interface AisLineBus {
  /** Sends lines this node's sources read (leader only) to every node. */
  publish(lines: readonly string[]): void;
  /** Feeds this node with every node's lines, in order, from the last 10 minutes on; `receivedMs` is when the leader read them. */
  subscribe(onLines: (lines: readonly string[], receivedMs: number) => void): Promise<void>;
  /** Tells `onLead(true)` when this node becomes the one that reads the sources, `onLead(false)` when it stops being it. */
  lead(onLead: (leading: boolean) => void): void;
  /** True while this node reads the sources. */
  readonly leading: boolean;
}

export interface Cluster {
  /** This node's id (random per start). */
  readonly nodeId: string;
  /** Announces a change to every node, this one included. */
  publish(event: ClusterEvent): void;
  /** Hears every announced change, in order; returns the unsubscribe function. */
  subscribe(handler: ClusterEventHandler): () => void;
  /** Hears when the bus was unreachable and is back (changes may have been missed: read everything again). */
  onResync(handler: () => void): () => void;
  /** The AIS line bus; null for one node alone. */
  readonly ais: AisLineBus | null;
  /** Starts delivering events (after the handlers are in place). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Calls each handler, so that one failing handler never stops the others. */
export function deliver(handlers: Iterable<ClusterEventHandler>, event: ClusterEvent, onError: (error: unknown) => void): void {
  for (const handler of handlers) {
    try {
      handler(event);
    } catch (error) {
      onError(error);
    }
  }
}

/** One node alone: events go to this process's handlers on the next turn of the event loop. */
export function localCluster(onError: (error: unknown) => void = () => undefined): Cluster {
  const handlers = new Set<ClusterEventHandler>();
  return {
    nodeId: randomUUID(),
    publish: (event) => void setImmediate(() => deliver(handlers, event, onError)),
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResync: () => () => undefined,
    ais: null,
    start: async () => undefined,
    close: async () => handlers.clear(),
  };
}
