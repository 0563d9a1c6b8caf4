// The bus between nodes, as the rest of the server sees it. One node alone
// (the default, no TRAXIS_NATS_URL) gets `localCluster()`: changes are
// delivered in-process, there is no AIS line bus, and this node holds every
// role. With TRAXIS_NATS_URL, bus/nats.ts delivers the same events to every
// node through NATS JetStream, carries the AIS lines, elects one node per
// role (a lease, bus/lease.ts) and carries requests to the node serving
// them (the alert evaluation's operator actions).
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

/** One node's part in an election (bus/lease.ts). */
export interface RoleLease {
  /** True while this node holds the role. */
  readonly leading: boolean;
  /** Gives the role up (another node takes it at once) and stops competing for it. */
  stop(): Promise<void>;
}

/** A request no node answered (none serves it, or it timed out). */
export class NoResponderError extends Error {}

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
  /** Competes for a role that exactly one node holds at a time; `onLead` hears when this node gains or loses it. */
  elect(role: string, onLead: (leading: boolean) => void): RoleLease;
  /** Answers requests to `service` on this node (the caller stops it when it no longer serves). */
  serve(service: string, handler: (body: unknown) => Promise<unknown>): () => void;
  /** Sends a request to the node serving `service`; rejects with NoResponderError when none answers in time. */
  request(service: string, body: unknown, timeoutMs: number): Promise<unknown>;
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

/** One node alone: events go to this process's handlers on the next turn of the event loop; this node holds every role. */
export function localCluster(onError: (error: unknown) => void = () => undefined): Cluster {
  const handlers = new Set<ClusterEventHandler>();
  const services = new Map<string, (body: unknown) => Promise<unknown>>();
  return {
    nodeId: randomUUID(),
    elect: (_role, onLead) => {
      let leading = true;
      queueMicrotask(() => onLead(true));
      return {
        get leading() {
          return leading;
        },
        stop: async () => {
          if (leading) onLead(false);
          leading = false;
        },
      };
    },
    serve: (service, handler) => {
      services.set(service, handler);
      return () => services.delete(service);
    },
    request: async (service, body) => {
      const handler = services.get(service);
      if (!handler) throw new NoResponderError(`no node serves ${service}`);
      return handler(body);
    },
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
