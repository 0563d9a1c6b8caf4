// The alerts' heartbeat: every ALERT_EVALUATION_MS the integrity findings,
// the VTS rules and then the conflicts are brought into the alert book (one
// tick at a time: a slow one delays the next, never overlaps it); the
// alerts stream is pinged like the spec's streams; closed alerts are pruned
// hourly. On a cluster every node ticks (the rules' watchers follow the
// picture everywhere) but only the evaluating node changes alerts.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ALERT_EVALUATION_MS } from '../../protocol/alerts';
import type { VesselTracker } from '../ais/vesselTracker';
import type { AlertBook } from './alertBook';
import type { ConflictEvaluator } from './conflictEvaluator';
import { ConflictSync, type ConflictTickStats } from './conflictSync';
import { IntegritySync } from './integritySync';
import type { VtsSettingsService } from './vtsSettings';

/** The VTS rules as the monitor drives them (rules/vtsRules.ts). */
export interface TickRules {
  /** Every node, every tick. */
  observe(): void;
  /** The evaluating node, every tick. */
  sync(): Promise<void>;
}

export interface AlertMonitorOptions {
  evaluationMs?: number;
  pingMs: number;
  /** Errors of a tick (logged by the server). */
  onError?: (error: unknown) => void;
  rules?: TickRules;
  /** After each tick of the evaluating node (the cluster announces the open alerts). */
  onTicked?: () => void;
}

export class AlertMonitor {
  private readonly conflicts: ConflictSync;
  private readonly integrity: IntegritySync;
  private readonly timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | null = null;
  /** False on a cluster's node that does not evaluate: its ticks only observe. */
  private evaluating = true;
  readonly stats = { ticks: 0, errors: 0, last: null as ConflictTickStats | null };

  constructor(
    tracker: VesselTracker,
    private readonly book: AlertBook,
    evaluator: ConflictEvaluator,
    private readonly settings: VtsSettingsService,
    private readonly options: AlertMonitorOptions,
  ) {
    this.conflicts = new ConflictSync(tracker, book, evaluator);
    this.integrity = new IntegritySync(tracker, book);
  }

  start(): void {
    const every = (ms: number, task: () => unknown): void => {
      const timer = setInterval(task, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.evaluationMs ?? ALERT_EVALUATION_MS, () => void this.tick());
    every(this.options.pingMs, () => this.book.channel.heartbeat());
    every(3_600_000, () => {
      if (this.evaluating) void this.book.prune().catch((error: unknown) => this.options.onError?.(error));
    });
  }

  /** Whether this node's ticks change alerts (taken on or given up on a cluster; at the next tick). */
  setEvaluating(evaluating: boolean): void {
    this.evaluating = evaluating;
  }

  get isEvaluating(): boolean {
    return this.evaluating;
  }

  /** Stops the timers and waits for a tick under way. */
  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await this.running;
    this.book.channel.closeAll();
  }

  /** A whole tick after the one under way, if any (a node that just took the evaluation over: the tick under way may only have observed). */
  async tickAfterCurrent(): Promise<void> {
    await this.running;
    await this.tick();
  }

  /** One tick now (or the one under way): integrity, then conflicts. */
  tick(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    try {
      this.options.rules?.observe();
      if (!this.evaluating) return;
      await this.integrity.sync();
      await this.options.rules?.sync();
      // The streams get a turn between the two halves of the tick.
      await nextTurn();
      // Given up meanwhile (a cluster's node losing its lease): another node evaluates.
      if (!this.evaluating) return;
      this.stats.last = await this.conflicts.evaluate(this.settings.get());
      this.stats.ticks += 1;
      this.options.onTicked?.();
    } catch (error) {
      this.stats.errors += 1;
      this.options.onError?.(error);
    }
  }
}
