// A worker thread that answers requests by id (the chart engine's cell
// reader and the conflict evaluator run the WASM core on one each, so a
// large cell or fleet never blocks the event loop). When the worker cannot
// start or dies, `onFallback` hears why once; the requests it held go to
// `lost` (retried, or refused when their buffers went with it) and every
// later one runs in-process.
import { Worker, type TransferListItem } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './serveRequests';

/** Node flags of a worker: the WASM package as an ES module (its bootstrap registers tsx). */
const WORKER_EXEC_ARGV = ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning'];

export interface WorkerThreadOptions<Q, A> {
  /** The worker's bootstrap module (`*.worker.mjs`, which loads its TypeScript through tsx). */
  url: URL;
  /** Answers a request on this thread (no worker). */
  inProcess: (request: Q) => Promise<A>;
  /** A request the worker held when it died. */
  lost: (request: Q, reason: string) => Promise<A>;
  /** Hears once why the worker is not used (the server logs it). */
  onFallback?: (reason: string) => void;
  /** False answers every request in-process (tests). */
  useWorker?: boolean;
}

interface Pending<Q, A> {
  request: Q;
  resolve: (answer: A) => void;
  reject: (error: Error) => void;
}

export class WorkerThread<Q, A> {
  private worker: Worker | null = null;
  private failed: boolean;
  private nextId = 1;
  private readonly pending = new Map<number, Pending<Q, A>>();
  /** Requests answered by the worker and in-process. */
  readonly stats = { inWorker: 0, inProcess: 0 };

  constructor(private readonly options: WorkerThreadOptions<Q, A>) {
    this.failed = options.useWorker === false;
  }

  /** Answers `request` on the worker (`transfer`: buffers moved to it, unusable here afterwards) or in-process. */
  request(request: Q, transfer: readonly TransferListItem[] = []): Promise<A> {
    const worker = this.ensureWorker();
    if (!worker) return this.inProcess(request);
    const id = this.nextId++;
    return new Promise<A>((resolve, reject) => {
      this.pending.set(id, { request, resolve, reject });
      worker.postMessage({ id, request } satisfies WorkerRequest<Q>, [...transfer]);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failed = true;
    if (worker) await worker.terminate();
  }

  private inProcess(request: Q): Promise<A> {
    this.stats.inProcess += 1;
    return Promise.resolve().then(() => this.options.inProcess(request));
  }

  private ensureWorker(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = new Worker(this.options.url, { execArgv: WORKER_EXEC_ARGV });
      worker.unref();
      worker.on('message', (reply: WorkerReply<A>) => {
        const waiting = this.pending.get(reply.id);
        if (!waiting) return;
        this.pending.delete(reply.id);
        if ('error' in reply) waiting.reject(new Error(reply.error));
        else {
          this.stats.inWorker += 1;
          waiting.resolve(reply.answer);
        }
      });
      const fail = (reason: string): void => {
        if (!this.failed) this.options.onFallback?.(reason);
        this.failed = true;
        this.worker = null;
        const waiting = [...this.pending.values()];
        this.pending.clear();
        for (const w of waiting) Promise.resolve().then(() => this.options.lost(w.request, reason)).then(w.resolve, w.reject);
      };
      worker.on('error', (error) => fail(error.message));
      worker.on('exit', (code) => {
        if (this.worker === worker) fail(`worker exited with code ${code}`);
      });
      this.worker = worker;
    } catch (error) {
      this.failed = true;
      this.options.onFallback?.(error instanceof Error ? error.message : String(error));
    }
    return this.worker;
  }
}
