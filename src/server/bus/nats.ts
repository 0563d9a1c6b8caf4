// The bus on NATS JetStream (TRAXIS_NATS_URL). Two streams and a bucket:
// - TRAXIS_CHANGES (subject traxis.changes, kept an hour): every change a
//   node announces; each node reads it with an ordered consumer from the
//   moment it starts, so events arrive in order and none is lost while a
//   node reconnects (the consumer resumes at its last sequence);
// - TRAXIS_AIS (subject traxis.ais, kept 11 minutes): the AIS lines the
//   leader's sources read, in batches (one message per turn of the event
//   loop, with the time they were read); each node replays the last 10
//   minutes (the vessel expiry) when it starts and then follows, so every
//   node's tracker holds the same vessels;
// - the key-value bucket traxis_leases: which node reads the sources, and
//   which node holds each other role (the alert evaluation), lease.ts;
// - core NATS requests on traxis.service.<name>: to the node serving them.
import {
  connect,
  DeliverPolicy,
  Events,
  headers,
  nanos,
  RetentionPolicy,
  StorageType,
  StringCodec,
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  type NatsConnection,
  type StreamConfig,
} from 'nats';
import { VESSEL_EXPIRY_MS } from '../../protocol/vessels';
import { deliver, NoResponderError, type AisLineBus, type Cluster, type RoleLease } from './cluster';
import { parseClusterEvent, type ClusterEventHandler } from './events';
import { Lease, LEASE_TTL_MS } from './lease';
import { LineTimes, lineRuns } from './lineTimes';

export interface BusLog {
  info(message: string): void;
  warn(message: string): void;
}

const CHANGES_STREAM = 'TRAXIS_CHANGES';
const CHANGES_SUBJECT = 'traxis.changes';
const AIS_STREAM = 'TRAXIS_AIS';
const AIS_SUBJECT = 'traxis.ais';
const LEASE_BUCKET = 'traxis_leases';
const AIS_LEASE_KEY = 'ais-sources';
const SERVICE_SUBJECT = 'traxis.service.';
const RECEIVED_HEADER = 'Traxis-Received-Ms';
/** The later lines' read times (lineTimes.ts). */
const LINE_TIMES_HEADER = 'Traxis-Line-Times';
const JS_TIMEOUT_MS = 15_000;
/** A batch of AIS lines is sent before it passes this size (NATS's default message limit is 1 MB). */
const AIS_BATCH_BYTES = 256 * 1024;

const codec = StringCodec();

const STREAMS: Partial<StreamConfig>[] = [
  // Bounded in size too: the alert evaluation announces its alerts' live values here every evaluation.
  {
    name: CHANGES_STREAM,
    subjects: [CHANGES_SUBJECT],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: nanos(3_600_000),
    max_bytes: 512 * 1024 ** 2,
  },
  {
    name: AIS_STREAM,
    subjects: [AIS_SUBJECT],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: nanos(VESSEL_EXPIRY_MS + 60_000),
    max_bytes: 2 * 1024 ** 3,
  },
];

/** Creates a stream, or brings an existing one to this configuration. */
async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig>): Promise<void> {
  try {
    await jsm.streams.add(config);
  } catch {
    await jsm.streams.update(config.name ?? '', config);
  }
}

/** Runs `each` for every message until the messages stop; a failing message is logged and skipped. */
function follow(messages: ConsumerMessages, each: (data: Uint8Array, receivedMs: number, lineTimes: string | undefined) => void, log: BusLog): void {
  void (async () => {
    for await (const message of messages) {
      try {
        each(message.data, Number(message.headers?.get(RECEIVED_HEADER)) || message.info.timestampNanos / 1e6, message.headers?.get(LINE_TIMES_HEADER));
      } catch (error) {
        log.warn(`bus: message ${message.seq} on ${message.info.stream} skipped: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
}

class NatsAisBus implements AisLineBus {
  private pending: string[] = [];
  private pendingBytes = 0;
  private pendingTimes = new LineTimes();
  private scheduled = false;
  private lease: Lease | null = null;
  private messages: ConsumerMessages | null = null;
  private closed = false;

  constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly nodeId: string,
    private readonly log: BusLog,
  ) {}

  publish(lines: readonly string[]): void {
    if (lines.length === 0) return;
    this.pendingTimes.note(this.pending.length, Date.now());
    for (const line of lines) {
      this.pending.push(line);
      this.pendingBytes += line.length + 1;
    }
    if (this.pendingBytes >= AIS_BATCH_BYTES) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  async subscribe(onLines: (lines: readonly string[], receivedMs: number) => void): Promise<void> {
    const consumer = await this.js.consumers.get(AIS_STREAM, {
      deliver_policy: DeliverPolicy.StartTime,
      opt_start_time: new Date(Date.now() - VESSEL_EXPIRY_MS).toISOString(),
    });
    this.messages = await consumer.consume({ max_messages: 256 });
    follow(
      this.messages,
      (data, receivedMs, lineTimes) => {
        for (const run of lineRuns(codec.decode(data).split('\n'), receivedMs, lineTimes)) onLines(run.lines, run.readMs);
      },
      this.log,
    );
  }

  get leading(): boolean {
    return this.lease?.isLeading ?? false;
  }

  lead(onLead: (leading: boolean) => void): void {
    const announce = (leading: boolean): void => {
      this.log.info(leading ? 'bus: this node now reads the AIS sources' : 'bus: this node no longer reads the AIS sources');
      onLead(leading);
    };
    // The bucket is made (or found) once; a busy server or bus only delays it.
    const setUp = async (): Promise<void> => {
      while (!this.closed) {
        try {
          const kv = await this.js.views.kv(LEASE_BUCKET, { ttl: LEASE_TTL_MS, history: 1 });
          if (this.closed) return;
          this.lease = new Lease(kv, AIS_LEASE_KEY, this.nodeId, announce);
          this.lease.start();
          return;
        } catch (error) {
          this.log.warn(`bus: AIS source lease not ready, trying again: ${error instanceof Error ? error.message : String(error)}`);
          await new Promise((resolve) => setTimeout(resolve, 1000).unref());
        }
      }
    };
    void setUp();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.flush();
    await this.lease?.stop();
    await this.messages?.close();
  }

  private flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0 || this.nc.isClosed()) return;
    const hdrs = headers();
    hdrs.set(RECEIVED_HEADER, String(this.pendingTimes.firstMs));
    const later = this.pendingTimes.header();
    if (later) hdrs.set(LINE_TIMES_HEADER, later);
    this.pendingTimes = new LineTimes();
    const payload = codec.encode(this.pending.join('\n'));
    this.pending = [];
    this.pendingBytes = 0;
    this.js.publish(AIS_SUBJECT, payload, { headers: hdrs }).catch((error: unknown) => {
      this.log.warn(`bus: AIS lines not sent: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}

/** Competes for `role` with a lease of its own in the leases bucket (made or found once; a busy server or bus only delays it). */
function electOn(js: JetStreamClient, nodeId: string, role: string, onLead: (leading: boolean) => void, log: BusLog): RoleLease {
  let lease: Lease | null = null;
  let stopped = false;
  const announce = (leading: boolean): void => {
    log.info(leading ? `bus: this node now holds the role '${role}'` : `bus: this node no longer holds the role '${role}'`);
    onLead(leading);
  };
  void (async () => {
    while (!stopped) {
      try {
        const kv = await js.views.kv(LEASE_BUCKET, { ttl: LEASE_TTL_MS, history: 1 });
        if (stopped) return;
        lease = new Lease(kv, role, nodeId, announce);
        lease.start();
        return;
      } catch (error) {
        log.warn(`bus: lease of '${role}' not ready, trying again: ${error instanceof Error ? error.message : String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 1000).unref());
      }
    }
  })();
  return {
    get leading() {
      return lease?.isLeading ?? false;
    },
    stop: async () => {
      stopped = true;
      await lease?.stop();
    },
  };
}

/** Connects to NATS, makes sure the streams exist and returns this node's view of the bus. */
export async function connectNatsCluster(url: string, nodeId: string, log: BusLog): Promise<Cluster> {
  const nc = await connect({
    servers: url.split(',').map((server) => server.trim()),
    name: `traxis-${nodeId}`,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
    pingInterval: 5_000,
  });
  // JetStream API calls wait longer than the default 5 s: a node busy starting 20,000 vessels answers late.
  const jsm = await nc.jetstreamManager({ timeout: JS_TIMEOUT_MS });
  for (const config of STREAMS) await ensureStream(jsm, config);
  const js = nc.jetstream({ timeout: JS_TIMEOUT_MS });
  const handlers = new Set<ClusterEventHandler>();
  const resyncHandlers = new Set<() => void>();
  const ais = new NatsAisBus(nc, js, nodeId, log);
  const roles = new Set<RoleLease>();
  let changes: ConsumerMessages | null = null;

  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === Events.Disconnect) log.warn('bus: connection to NATS lost, reconnecting');
      if (status.type === Events.Reconnect) {
        log.info('bus: connection to NATS back');
        for (const handler of resyncHandlers) handler();
      }
    }
  })();

  return {
    nodeId,
    ais,
    publish(event) {
      js.publish(CHANGES_SUBJECT, codec.encode(JSON.stringify({ origin: nodeId, event }))).catch((error: unknown) => {
        log.warn(`bus: change not announced (${event.kind}): ${error instanceof Error ? error.message : String(error)}`);
      });
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    elect(role, onLead) {
      const lease = electOn(js, nodeId, role, onLead, log);
      roles.add(lease);
      return {
        get leading() {
          return lease.leading;
        },
        stop: async () => {
          roles.delete(lease);
          await lease.stop();
        },
      };
    },
    serve(service, handler) {
      const subscription = nc.subscribe(`${SERVICE_SUBJECT}${service}`, {
        queue: service,
        callback: (error, message) => {
          if (error) return;
          void (async () => {
            let answer: unknown;
            try {
              answer = { ok: await handler(JSON.parse(codec.decode(message.data)) as unknown) };
            } catch (failure) {
              answer = { error: failure instanceof Error ? failure.message : String(failure) };
            }
            message.respond(codec.encode(JSON.stringify(answer)));
          })();
        },
      });
      return () => subscription.unsubscribe();
    },
    async request(service, body, timeoutMs) {
      let reply;
      try {
        reply = await nc.request(`${SERVICE_SUBJECT}${service}`, codec.encode(JSON.stringify(body)), { timeout: timeoutMs });
      } catch (error) {
        throw new NoResponderError(`no node answered ${service}: ${error instanceof Error ? error.message : String(error)}`);
      }
      const answer = JSON.parse(codec.decode(reply.data)) as { ok?: unknown; error?: string };
      if (answer.error !== undefined) throw new Error(`${service} failed on the serving node: ${answer.error}`);
      return answer.ok;
    },
    async start() {
      const consumer = await js.consumers.get(CHANGES_STREAM, { deliver_policy: DeliverPolicy.New });
      changes = await consumer.consume({ max_messages: 256 });
      follow(
        changes,
        (data) => {
          const event = parseClusterEvent((JSON.parse(codec.decode(data)) as { event?: unknown }).event);
          if (event) deliver(handlers, event, (error) => log.warn(`bus: change handler failed: ${error instanceof Error ? error.message : String(error)}`));
        },
        log,
      );
    },
    async close() {
      for (const role of [...roles]) await role.stop();
      await ais.close();
      await changes?.close();
      handlers.clear();
      await nc.drain();
    },
  };
}
