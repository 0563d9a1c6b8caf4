// Reads S-57 cells for the chart engine on a worker thread (the WASM core
// there), so a large cell does not stall the streams and API calls. When the
// worker cannot run, cells are read in-process as before (a read the worker
// held when it died is read again here).
import { readEnc, type EncCell } from '../../wasm/enc';
import { WorkerThread } from '../threads/workerThread';
import type { ReadRequest } from './encReader.worker';

const readInProcess = (r: ReadRequest): Promise<EncCell> => Promise.resolve(readEnc(r.name, r.base, r.updates));

export class EncReader {
  private readonly thread: WorkerThread<ReadRequest, EncCell>;

  /** `onFallback` hears once why the worker is not used (the server logs it). */
  constructor(onFallback: (reason: string) => void = () => {}) {
    this.thread = new WorkerThread({ url: new URL('./encReader.worker.mjs', import.meta.url), inProcess: readInProcess, lost: readInProcess, onFallback });
  }

  /** Cells read by the worker and in-process (when the worker could not run). */
  get stats(): { workerReads: number; inProcessReads: number } {
    return { workerReads: this.thread.stats.inWorker, inProcessReads: this.thread.stats.inProcess };
  }

  /** Reads a cell with its updates; rejects with the reader's message for a broken cell. */
  read(name: string, base: Uint8Array, updates: Uint8Array[]): Promise<EncCell> {
    // Copies of the bytes go to the worker: the caller's buffers stay usable.
    return this.thread.request({ name, base, updates });
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}
