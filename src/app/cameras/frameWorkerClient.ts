// The main thread's side of the frame worker: one worker for every camera
// window (made on first use), frames and failures routed to the window
// that opened the stream.
import type { FrameWorkerMessage, FrameWorkerRequest } from './frameWorkerProtocol';

export interface FrameHandlers {
  frame(bitmap: ImageBitmap): void;
  failed(): void;
}

let worker: Worker | null = null;
const handlers = new Map<string, FrameHandlers>();
let serial = 0;

function frameWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./frameWorker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<FrameWorkerMessage>) => {
    const message = event.data;
    const target = handlers.get(message.key);
    if (message.type === 'failed') target?.failed();
    else if (target) target.frame(message.bitmap);
    else message.bitmap.close();
  };
  return worker;
}

const send = (request: FrameWorkerRequest): void => frameWorker().postMessage(request);

/** Starts a window's frames; returns the function that stops them. */
export function watchCameraFrames(streamUrl: string, frameHandlers: FrameHandlers): () => void {
  serial += 1;
  const key = `w${serial}`;
  handlers.set(key, frameHandlers);
  send({ type: 'open', key, streamUrl });
  return () => {
    handlers.delete(key);
    send({ type: 'close', key });
  };
}
