// Runs conflict evaluations on a worker thread (the WASM core there), so the
// streams and API calls never wait for one; in-process when the worker
// cannot run. One evaluation at a time (the monitor waits for each).
import { Worker } from 'node:worker_threads';
import { ConflictEngine, type ConflictEvaluation, type ConflictSettings } from '../../wasm/conflict';

const WORKER_EXEC_ARGV = ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning'];

export interface EvaluationRequest {
  id: number;
  /** TRACK_STRIDE values per vessel (src/wasm/conflict.ts). */
  fleet: Float64Array;
  count: number;
  /** Open pairs, two indices each. */
  pairs: Uint32Array;
  thresholdNm: number;
  horizonMin: number;
  /** Only the most urgent this many new conflicts come back (the rest are counted); 0 reviews the open pairs only. */
  maxOpened: number;
}

type Reply = { id: number; result: ConflictEvaluation } | { id: number; error: string };

export class ConflictEvaluator {
  private worker: Worker | null = null;
  private failed: boolean;
  private engine: ConflictEngine | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { request: EvaluationRequest; resolve: (r: ConflictEvaluation) => void; reject: (e: Error) => void }>();
  private readonly onFallback: (reason: string) => void;
  readonly stats = { workerEvaluations: 0, inProcessEvaluations: 0 };

  /** `useWorker` false evaluates in-process (tests); `onFallback` hears once why the worker is not used. */
  constructor(options: { useWorker?: boolean; onFallback?: (reason: string) => void } = {}) {
    this.failed = options.useWorker === false;
    this.onFallback = options.onFallback ?? (() => {});
  }

  /**
   * Evaluates `count` vessels of `fleet` (transferred to the worker: do not
   * reuse it); at most `maxOpened` new conflicts come back, and with 0 none
   * are searched for (the open pairs are only reviewed).
   */
  evaluate(
    fleet: Float64Array,
    count: number,
    openPairs: readonly (readonly [number, number])[],
    settings: ConflictSettings,
    maxOpened = Number.MAX_SAFE_INTEGER,
  ): Promise<ConflictEvaluation> {
    const pairs = new Uint32Array(openPairs.length * 2);
    openPairs.forEach(([a, b], i) => {
      pairs[2 * i] = a;
      pairs[2 * i + 1] = b;
    });
    const request: EvaluationRequest = { id: this.nextId++, fleet, count, pairs, thresholdNm: settings.thresholdNm, horizonMin: settings.horizonMin, maxOpened };
    const worker = this.ensureWorker();
    if (!worker) return this.inProcess(request);
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { request, resolve, reject });
      worker.postMessage(request, [fleet.buffer as ArrayBuffer, pairs.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failed = true;
    this.engine?.free();
    this.engine = null;
    if (worker) await worker.terminate();
  }

  private inProcess(request: EvaluationRequest): Promise<ConflictEvaluation> {
    this.stats.inProcessEvaluations += 1;
    return Promise.resolve().then(() => {
      this.engine ??= new ConflictEngine();
      const pairs: [number, number][] = [];
      for (let i = 0; i + 1 < request.pairs.length; i += 2) pairs.push([request.pairs[i] ?? 0, request.pairs[i + 1] ?? 0]);
      return this.engine.evaluate(request.fleet, request.count, pairs, { thresholdNm: request.thresholdNm, horizonMin: request.horizonMin }, { maxOpened: request.maxOpened, reviewOnly: request.maxOpened === 0 });
    });
  }

  private ensureWorker(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = new Worker(new URL('./conflictEvaluator.worker.mjs', import.meta.url), { execArgv: WORKER_EXEC_ARGV });
      worker.unref();
      worker.on('message', (reply: Reply) => {
        const waiting = this.pending.get(reply.id);
        if (!waiting) return;
        this.pending.delete(reply.id);
        if ('error' in reply) waiting.reject(new Error(reply.error));
        else {
          this.stats.workerEvaluations += 1;
          waiting.resolve(reply.result);
        }
      });
      const fail = (reason: string): void => {
        if (!this.failed) this.onFallback(reason);
        this.failed = true;
        this.worker = null;
        // The requests' buffers went to the dead worker: they fail, the next tick evaluates in-process.
        const waiting = [...this.pending.values()];
        this.pending.clear();
        for (const w of waiting) w.reject(new Error(`conflict worker stopped: ${reason}`));
      };
      worker.on('error', (error) => fail(error.message));
      worker.on('exit', (code) => {
        if (this.worker === worker) fail(`worker exited with code ${code}`);
      });
      this.worker = worker;
    } catch (error) {
      this.failed = true;
      this.onFallback(error instanceof Error ? error.message : String(error));
    }
    return this.worker;
  }
}
