// The alerts of one node (docs/vts-rules.md, "Alerts on a cluster"): the
// book, the monitor with the VTS rules, the tracker's events, and this
// node's part on a cluster. Exactly one node evaluates (it holds the
// 'alerts' role, a lease on the bus; a node alone always does): it adopts
// the open alerts from the store when it takes over, acts on the tracker's
// events, answers the operators' actions of every node (forwarded to it on
// the bus) and announces every change of its book on the changes stream,
// with its whole open list after each evaluation. The other nodes' books
// mirror those announcements for their consoles; their ticks keep the
// rules' watchers (anchor watch, zone memberships) in step from the same
// picture, so a node taking over knows who lies at anchor and who is in
// which zone.
import type { Alert } from '../../protocol/alerts';
import type { VesselTracker } from '../ais/vesselTracker';
import { NoResponderError, type Cluster, type RoleLease } from '../bus/cluster';
import type { AlertsEvent } from '../bus/events';
import { ALERTS_ROLE, ALERTS_SERVICE } from '../bus/roles';
import { HttpError } from '../errors';
import { VtsRules, type ZoneSource } from '../rules/vtsRules';
import type { AlertBook, Operator, OperatorResult } from './alertBook';
import { AlertMonitor } from './alertMonitor';
import type { ConflictEvaluator } from './conflictEvaluator';
import type { VtsSettingsService } from './vtsSettings';

/** How long a forwarded action waits for an evaluating node (a take-over takes about a second). */
export const FORWARD_TIMEOUT_MS = 6_000;
const FORWARD_RETRY_MS = 200;
/** Alerts per announcement (a message stays far below NATS's 1 MB). */
const ANNOUNCE_CHUNK = 200;

interface OperatorRequest {
  action: 'acknowledge' | 'snooze';
  id: number;
  operator: Operator;
}

function parseRequest(body: unknown): OperatorRequest {
  const value = body as Partial<OperatorRequest> | null;
  if (
    !value ||
    (value.action !== 'acknowledge' && value.action !== 'snooze') ||
    !Number.isInteger(value.id) ||
    typeof value.operator?.id !== 'number' ||
    typeof value.operator.username !== 'string'
  ) {
    throw new Error('not an operator action');
  }
  return value as OperatorRequest;
}

export interface AlertServiceParts {
  tracker: VesselTracker;
  book: AlertBook;
  evaluator: ConflictEvaluator;
  settings: VtsSettingsService;
  zones: ZoneSource;
  cluster: Cluster;
  /** TRAXIS_ALERTS: false switches the evaluation off on this node. */
  enabled: boolean;
  pingMs: number;
  onError: (error: unknown) => void;
}

export class AlertService {
  readonly book: AlertBook;
  readonly rules: VtsRules;
  readonly monitor: AlertMonitor;
  readonly stats = { takeOvers: 0, forwarded: 0, announcements: 0, mirrored: 0 };
  private readonly cluster: Cluster;
  private readonly onCluster: boolean;
  private role: RoleLease | null = null;
  private stopServing: (() => void) | null = null;
  /** Taking over and giving up, one after the other. */
  private transition: Promise<void> = Promise.resolve();
  /** Mirrored announcements, in order. */
  private mirroring: Promise<void> = Promise.resolve();

  constructor(private readonly parts: AlertServiceParts) {
    const { tracker, book, evaluator, settings, zones, cluster, pingMs, onError } = parts;
    this.book = book;
    this.cluster = cluster;
    this.onCluster = cluster.ais !== null;
    this.rules = new VtsRules(tracker, zones, book);
    this.monitor = new AlertMonitor(tracker, book, evaluator, settings, { pingMs, onError, rules: this.rules, onTicked: () => this.announceOpen() });
    this.monitor.setEvaluating(false);
    book.onFlush((batch) => this.announce(batch));
    tracker.onEvent((event) => {
      if (this.evaluating) void this.rules.onEvent(event).catch(onError);
    });
    if (this.onCluster) {
      cluster.subscribe((event) => {
        if (event.kind !== 'alerts' || event.origin === cluster.nodeId || this.evaluating) return;
        this.mirroring = this.mirroring.then(() => this.mirror(event)).catch(onError);
      });
    }
  }

  /** True while this node evaluates. */
  get evaluating(): boolean {
    return this.monitor.isEvaluating;
  }

  /** Loads the book (a node alone closes what a previous run left open; on a cluster the open alerts go on), then competes for the evaluation. */
  async start(): Promise<void> {
    if (this.onCluster) await this.book.adopt();
    else await this.book.start();
    if (!this.parts.enabled) return;
    // The conflict worker and its WASM core made ready now: a node taking the evaluation over starts at once.
    if (this.onCluster) void this.parts.evaluator.evaluate(new Float64Array(0), 0, [], { thresholdNm: 0.5, horizonMin: 20 }, 0).catch(this.parts.onError);
    this.monitor.start();
    this.role = this.cluster.elect(ALERTS_ROLE, (leading) => {
      this.transition = this.transition.then(() => (leading ? this.takeOver() : this.giveUp())).catch(this.parts.onError);
    });
  }

  async stop(): Promise<void> {
    await this.role?.stop();
    await this.transition;
    this.stopServing?.();
    await this.monitor.stop();
  }

  acknowledge(id: number, operator: Operator): Promise<OperatorResult> {
    return this.act({ action: 'acknowledge', id, operator });
  }

  snooze(id: number, operator: Operator): Promise<OperatorResult> {
    return this.act({ action: 'snooze', id, operator });
  }

  private async takeOver(): Promise<void> {
    if (this.onCluster) await this.book.adopt();
    await this.rules.adopt();
    this.monitor.setEvaluating(true);
    this.stopServing = this.cluster.serve(ALERTS_SERVICE, (body) => this.operate(parseRequest(body)));
    this.stats.takeOvers += 1;
    // What happened while no node evaluated is caught up now, not at the next tick.
    void this.monitor.tickAfterCurrent();
  }

  private async giveUp(): Promise<void> {
    this.monitor.setEvaluating(false);
    this.stopServing?.();
    this.stopServing = null;
  }

  private operate(request: OperatorRequest): Promise<OperatorResult> {
    return request.action === 'acknowledge' ? this.book.acknowledge(request.id, request.operator) : this.book.snooze(request.id, request.operator);
  }

  /** On the evaluating node (or a node alone) at once; otherwise forwarded to it, waiting out a take-over. */
  private async act(request: OperatorRequest): Promise<OperatorResult> {
    if (this.evaluating || !this.onCluster) return this.operate(request);
    const deadline = Date.now() + FORWARD_TIMEOUT_MS;
    for (;;) {
      try {
        this.stats.forwarded += 1;
        return (await this.cluster.request(ALERTS_SERVICE, request, Math.max(500, deadline - Date.now()))) as OperatorResult;
      } catch (error) {
        if (!(error instanceof NoResponderError)) throw error;
        if (Date.now() >= deadline) throw new HttpError(503, 'Żaden węzeł nie ocenia teraz zagrożeń (trwa przejęcie); spróbuj ponownie');
        await new Promise((resolve) => setTimeout(resolve, FORWARD_RETRY_MS));
      }
    }
  }

  /** The evaluating node on a cluster: a batch of changes to every other node. */
  private announce(batch: readonly Alert[], openIds: number[] | null = null): void {
    if (!this.onCluster || !this.evaluating) return;
    for (let start = 0; start < Math.max(1, batch.length); start += ANNOUNCE_CHUNK) {
      this.cluster.publish({
        kind: 'alerts',
        origin: this.cluster.nodeId,
        alerts: batch.slice(start, start + ANNOUNCE_CHUNK),
        open_ids: start + ANNOUNCE_CHUNK >= batch.length ? openIds : null,
        limit_reached: this.book.limitReached,
        evaluation: this.book.lastEvaluation,
      });
      this.stats.announcements += 1;
    }
  }

  /** After each evaluation: the whole open list (the mirrors drop what they hold beyond it). */
  private announceOpen(): void {
    this.announce([], this.book.openIds());
  }

  private async mirror(event: AlertsEvent): Promise<void> {
    if (this.evaluating) return;
    this.book.limitReached = event.limit_reached;
    this.book.lastEvaluation = event.evaluation;
    await this.book.mirror(event.alerts, event.open_ids);
    this.stats.mirrored += 1;
  }
}
