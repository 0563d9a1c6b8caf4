// The main thread's side of the chart worker: numbered jobs (a cell's
// layers, a cell's coverage, a world contour view), each answer routed to
// the job's handler until its 'done'; a cancelled job's late answers are dropped.
import type { WorkerRequest, WorkerResponse } from './workerProtocol';

export interface ChartWorkerPort {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
}

/** A request without its job number (the client numbers it). */
export type JobRequest = WorkerRequest extends infer R ? (R extends { jobId: number; type: infer T } ? (T extends 'cancel' | 'forget' ? never : Omit<R, 'jobId'>) : never) : never;

export class ChartWorkerClient {
  private nextJob = 1;
  private readonly handlers = new Map<number, (message: WorkerResponse) => void>();

  constructor(private readonly port: ChartWorkerPort) {
    port.onmessage = (event) => {
      const message = event.data;
      const handler = this.handlers.get(message.jobId);
      if (!handler) return; // cancelled
      if (message.type === 'done') this.handlers.delete(message.jobId);
      handler(message);
    };
  }

  /** Starts a job; `onMessage` gets its answers up to and with 'done'. Returns the job's number. */
  start(request: JobRequest, onMessage: (message: WorkerResponse) => void): number {
    const jobId = this.nextJob++;
    this.handlers.set(jobId, onMessage);
    this.port.postMessage({ ...request, jobId } as WorkerRequest);
    return jobId;
  }

  /** Cancels a job: the worker stops it and nothing more of it is delivered. */
  cancel(jobId: number): void {
    if (!this.handlers.delete(jobId)) return;
    this.port.postMessage({ type: 'cancel', jobId });
  }

  /** A dropped or detached cell: the worker forgets what it kept to recolour it. */
  forget(chartName: string): void {
    this.port.postMessage({ type: 'forget', chartName });
  }

  /** Jobs still running. */
  get running(): number {
    return this.handlers.size;
  }
}
