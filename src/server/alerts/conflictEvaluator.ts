// Runs conflict evaluations on a worker thread (the WASM core there), so the
// streams and API calls never wait for one; in-process when the worker
// cannot run. One evaluation at a time (the monitor waits for each).
import { ConflictEngine, type ConflictEvaluation, type ConflictSettings } from '../../wasm/conflict';
import { WorkerThread } from '../threads/workerThread';

export interface EvaluationRequest {
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

/** Evaluates a request with `engine` (in the worker or in-process). */
export function evaluateRequest(engine: ConflictEngine, request: EvaluationRequest): ConflictEvaluation {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < request.pairs.length; i += 2) pairs.push([request.pairs[i] ?? 0, request.pairs[i + 1] ?? 0]);
  return engine.evaluate(request.fleet, request.count, pairs, { thresholdNm: request.thresholdNm, horizonMin: request.horizonMin }, { maxOpened: request.maxOpened, reviewOnly: request.maxOpened === 0 });
}

export class ConflictEvaluator {
  private engine: ConflictEngine | null = null;
  private readonly thread: WorkerThread<EvaluationRequest, ConflictEvaluation>;

  /** `useWorker` false evaluates in-process (tests); `onFallback` hears once why the worker is not used. */
  constructor(options: { useWorker?: boolean; onFallback?: (reason: string) => void } = {}) {
    this.thread = new WorkerThread({
      url: new URL('./conflictEvaluator.worker.mjs', import.meta.url),
      inProcess: (request) => {
        this.engine ??= new ConflictEngine();
        return Promise.resolve(evaluateRequest(this.engine, request));
      },
      // The request's buffers went to the dead worker: it fails, the next tick evaluates in-process.
      lost: (_request, reason) => Promise.reject(new Error(`conflict worker stopped: ${reason}`)),
      ...options,
    });
  }

  /** Evaluations by the worker and in-process. */
  get stats(): { workerEvaluations: number; inProcessEvaluations: number } {
    return { workerEvaluations: this.thread.stats.inWorker, inProcessEvaluations: this.thread.stats.inProcess };
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
    const request: EvaluationRequest = { fleet, count, pairs, thresholdNm: settings.thresholdNm, horizonMin: settings.horizonMin, maxOpened };
    return this.thread.request(request, [fleet.buffer as ArrayBuffer, pairs.buffer as ArrayBuffer]);
  }

  async close(): Promise<void> {
    await this.thread.close();
    this.engine?.free();
    this.engine = null;
  }
}
