// The camera windows' frames off the main thread: one poller per open
// window (framePoller.ts) fetches frame after frame from the camera's
// /camera/ route (the session cookie signs the requests in), decodes each
// into an ImageBitmap and transfers it to the window; the main thread only
// hands the bitmap to its canvas.
import { FramePoller, fetchCameraFrame } from './framePoller';
import type { FrameWorkerMessage, FrameWorkerRequest } from './frameWorkerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<FrameWorkerRequest>) => void) | null;
  postMessage(message: FrameWorkerMessage, transfer?: Transferable[]): void;
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(timer: number): void;
}
const scope = self as unknown as WorkerScope;
const pollers = new Map<string, FramePoller>();

function open(key: string, streamUrl: string): void {
  pollers.get(key)?.stop();
  const poller = new FramePoller(
    streamUrl,
    {
      frame: (image) => {
        createImageBitmap(image).then(
          (bitmap) => {
            if (pollers.get(key) === poller) scope.postMessage({ type: 'frame', key, bitmap }, [bitmap]);
            else bitmap.close();
          },
          () => scope.postMessage({ type: 'failed', key }),
        );
      },
      failed: () => scope.postMessage({ type: 'failed', key }),
    },
    {
      fetchFrame: (url, signal) => fetchCameraFrame(url, signal, null),
      setTimer: (fn, ms) => scope.setTimeout(fn, ms),
      clearTimer: (timer) => scope.clearTimeout(timer as number),
      now: () => performance.now(),
    },
  );
  pollers.set(key, poller);
  poller.start();
}

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'open') open(request.key, request.streamUrl);
  else {
    pollers.get(request.key)?.stop();
    pollers.delete(request.key);
  }
};
