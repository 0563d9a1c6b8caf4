// The worker side of a WorkerThread: each request in, one reply out
// ({ id, answer } with the answer's buffers moved, or { id, error }).
import { parentPort, type TransferListItem } from 'node:worker_threads';

export interface WorkerRequest<Q> {
  id: number;
  request: Q;
}

export type WorkerReply<A> = { id: number; answer: A } | { id: number; error: string };

/** Answers every request of the parent thread with `handle` (which names the buffers to move with its answer). */
export function serveRequests<Q, A>(handle: (request: Q) => { answer: A; transfer?: TransferListItem[] }): void {
  parentPort?.on('message', ({ id, request }: WorkerRequest<Q>) => {
    let reply: WorkerReply<A>;
    let transfer: TransferListItem[] = [];
    try {
      const handled = handle(request);
      reply = { id, answer: handled.answer };
      transfer = handled.transfer ?? [];
    } catch (error) {
      reply = { id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(reply, transfer);
  });
}

/** As serveRequests, for a handler that answers later (requests may overlap: the handler orders what must not). */
export function serveAsyncRequests<Q, A>(handle: (request: Q) => Promise<{ answer: A; transfer?: TransferListItem[] }>): void {
  parentPort?.on('message', ({ id, request }: WorkerRequest<Q>) => {
    handle(request).then(
      (handled) => parentPort?.postMessage({ id, answer: handled.answer } satisfies WorkerReply<A>, handled.transfer ?? []),
      (error: unknown) => parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerReply<A>),
    );
  });
}
