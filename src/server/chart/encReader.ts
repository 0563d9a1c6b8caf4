// Reads S-57 cells for the chart engine on a worker thread (the WASM core
// there), so a large cell does not stall the streams and API calls. When the
// worker cannot run, cells are read in-process as before.
import { Worker } from 'node:worker_threads';
import { readEnc, type EncCell } from '../../wasm/enc';

/** Node flags of the worker: the WASM package as an ES module (the bootstrap registers tsx). */
const WORKER_EXEC_ARGV = ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning'];

interface Pending {
  name: string;
  base: Uint8Array;
  updates: Uint8Array[];
  resolve: (cell: EncCell) => void;
  reject: (error: Error) => void;
}

type Reply = { id: number; cell: EncCell } | { id: number; error: string };

export class EncReader {
  private worker: Worker | null = null;
  private failed = false;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Cells read by the worker and in-process (when the worker could not run). */
  readonly stats = { workerReads: 0, inProcessReads: 0 };

  /** `onFallback` hears once why the worker is not used (the server logs it). */
  constructor(private readonly onFallback: (reason: string) => void = () => {}) {}

  /** Reads a cell with its updates; rejects with the reader's message for a broken cell. */
  read(name: string, base: Uint8Array, updates: Uint8Array[]): Promise<EncCell> {
    const worker = this.ensureWorker();
    if (!worker) return this.readInProcess(name, base, updates);
    const id = this.nextId++;
    return new Promise<EncCell>((resolve, reject) => {
      this.pending.set(id, { name, base, updates, resolve, reject });
      // Copies of the bytes go to the worker: the caller's buffers stay usable.
      worker.postMessage({ id, name, base, updates });
    });
  }

  private readInProcess(name: string, base: Uint8Array, updates: Uint8Array[]): Promise<EncCell> {
    this.stats.inProcessReads += 1;
    return Promise.resolve().then(() => readEnc(name, base, updates));
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failed = true;
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      const worker = new Worker(new URL('./encReader.worker.mjs', import.meta.url), { execArgv: WORKER_EXEC_ARGV });
      worker.unref();
      worker.on('message', (reply: Reply) => {
        const waiting = this.pending.get(reply.id);
        if (!waiting) return;
        this.pending.delete(reply.id);
        if ('error' in reply) {
          waiting.reject(new Error(reply.error));
        } else {
          this.stats.workerReads += 1;
          waiting.resolve(reply.cell);
        }
      });
      const fail = (reason: string): void => {
        // The worker is gone (or never started): its reads and all later ones run in-process.
        if (!this.failed) this.onFallback(reason);
        this.failed = true;
        this.worker = null;
        const waiting = [...this.pending.values()];
        this.pending.clear();
        for (const read of waiting) this.readInProcess(read.name, read.base, read.updates).then(read.resolve, read.reject);
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
