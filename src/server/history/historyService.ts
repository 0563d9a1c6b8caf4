// The history as the server sees it: the recorder on the main thread, the
// writer and reader on their worker thread (in-process when the worker
// cannot run), the writing's status (GET /api/health `history`; a stop and
// a resumption logged once each), and the reads of the history routes.
import type { HistoryStatus } from '../../protocol/history';
import type { VesselTracker } from '../ais/vesselTracker';
import type { AlertStore } from '../db/alerts';
import { WorkerThread } from '../threads/workerThread';
import { recordingAlertStore } from './alertRecording';
import { WRITE_FAILED_TEXT, type ReadAnswer, type ReadRequest, type WriteResult } from './historyEngine';
import { historyRequestHandler, type HistoryStorage, type ThreadAnswer, type ThreadRequest } from './historyRequests';
import { HistoryRecorder, type RecorderOptions } from './recorder';
import type { HistoryBatch, ListKind } from './records';

export interface HistoryLog {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
}

export interface HistoryServiceOptions extends RecorderOptions {
  storage: HistoryStorage;
  log: HistoryLog;
  /** False writes and reads in-process (tests, the generator). */
  useWorker?: boolean;
}

/** What a feed tells the history (live/feeds.ts `onPublish`). */
export type ListListener = (kind: ListKind, items: readonly object[]) => void;

export class HistoryService {
  readonly recorder: HistoryRecorder;
  private readonly thread: WorkerThread<ThreadRequest, ThreadAnswer>;
  private current: HistoryStatus = { recording: true, error: null };
  private opened: Promise<void> | null = null;
  private detach: (() => void) | null = null;
  /** The last write's counters (reports heard, rows stored). */
  counts: WriteResult['counts'] = { reports: 0, stored: 0, outOfOrder: 0 };

  constructor(private readonly options: HistoryServiceOptions) {
    const inProcess = historyRequestHandler(options.storage);
    this.thread = new WorkerThread<ThreadRequest, ThreadAnswer>({
      url: new URL('./historyThread.worker.mjs', import.meta.url),
      inProcess,
      // A batch's buffer went with the dead worker: that batch is lost; reads are answered here.
      lost: (request) => (request.kind === 'write' ? Promise.resolve({ kind: 'done' }) : inProcess(request)),
      onFallback: (reason) => options.log.warn(`history worker unavailable (${reason}); writing history on the main thread`),
      ...(options.useWorker === undefined ? {} : { useWorker: options.useWorker }),
    });
    this.recorder = new HistoryRecorder((batch) => this.write(batch), options);
  }

  get status(): HistoryStatus {
    return { ...this.current };
  }

  /** Opens the storage (on the worker, without waiting for it: the batches queue behind) and starts recording what `tracker` hears. */
  start(tracker: VesselTracker): void {
    this.opened ??= this.thread.request({ kind: 'open', storage: this.options.storage }).then(
      () => undefined,
      (error: unknown) => {
        this.stopRecording();
        this.current = { recording: false, error: WRITE_FAILED_TEXT };
        this.options.log.error(`history storage could not be opened, nothing is recorded: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    this.detach = this.recorder.attach(tracker);
    this.recorder.start();
  }

  private stopRecording(): void {
    this.detach?.();
    this.detach = null;
    this.recorder.stop();
  }

  /** The feeds' lists, for live/feeds.ts. */
  readonly listListener: ListListener = (kind, items) => this.recorder.recordList(kind, items);

  /** The alert book's store, every lifecycle event recorded. */
  recordingAlerts(store: AlertStore): AlertStore {
    return recordingAlertStore(store, (events) => this.recorder.recordAlerts(events));
  }

  async read(request: ReadRequest): Promise<ReadAnswer> {
    const answer = await this.thread.request({ kind: 'read', read: request });
    if (answer.kind !== 'read') throw new Error(`history answered ${answer.kind} to a read`);
    return answer.answer;
  }

  /** Runs retention as at `nowMs` to its end (tests). */
  async prune(nowMs: number): Promise<void> {
    await this.thread.request({ kind: 'prune', nowMs });
  }

  /** Hands out what is pending and waits until it is written. */
  async flush(): Promise<void> {
    this.recorder.flush();
    await this.thread.request({ kind: 'sync' });
  }

  /** Stops recording, writes what is pending and closes the storage. */
  async close(): Promise<void> {
    this.stopRecording();
    if (this.opened) await this.thread.request({ kind: 'close' }).catch(() => undefined);
    await this.thread.close();
  }

  private write(batch: HistoryBatch): void {
    this.thread.request({ kind: 'write', batch }, [batch.positions.buffer as ArrayBuffer]).then(
      (answer) => {
        if (answer.kind === 'written') this.written(answer.result);
      },
      (error: unknown) => this.options.log.error(`history write failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  private written(result: WriteResult): void {
    this.current = result.status;
    this.counts = result.counts;
    if (result.change?.kind === 'stopped') this.options.log.error(`history writing stopped (${result.change.detail}): ${result.status.error ?? ''}; the live picture goes on`);
    else if (result.change?.kind === 'resumed') this.options.log.info('history writing resumed');
  }
}
