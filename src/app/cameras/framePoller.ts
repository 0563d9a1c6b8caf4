// A camera window's pictures, frame after frame from the camera's /camera/
// route (`frame=<last>` answers the next frame, waiting for it on the
// server): one short request at a time per window instead of one MJPEG
// connection each, since a browser keeps at most six connections per
// server and nine MJPEG windows would block every other request. A failed
// frame is reported and tried again after a pause; the next good one
// clears it.
import { CAMERA_FRAME_SEQ_HEADER } from '../../protocol/cameras';

export interface FrameAnswer {
  ok: boolean;
  status: number;
  /** The frame's number (0 when the answer had none). */
  seq: number;
  image: Blob | null;
}

export interface FramePollerDeps {
  fetchFrame(url: string, signal: AbortSignal): Promise<FrameAnswer>;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  now(): number;
}

export interface FrameSink {
  frame(image: Blob): void;
  /** A frame could not be loaded (the camera may be offline). */
  failed(): void;
}

/** At most 25 frames a second per window. */
export const MIN_FRAME_INTERVAL_MS = 40;
/** After a failure, the next try. */
export const FRAME_RETRY_MS = 3_000;

export class FramePoller {
  private after = 0;
  private timer: unknown = null;
  private controller: AbortController | null = null;
  private stopped = true;

  constructor(
    private readonly streamUrl: string,
    private readonly sink: FrameSink,
    private readonly deps: FramePollerDeps,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.next();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.next();
    }, ms);
  }

  private async next(): Promise<void> {
    const controller = new AbortController();
    this.controller = controller;
    const startedMs = this.deps.now();
    let answer: FrameAnswer;
    try {
      answer = await this.deps.fetchFrame(`${this.streamUrl}&frame=${this.after}`, controller.signal);
    } catch (error) {
      if (this.stopped || controller.signal.aborted) return;
      console.info('Camera frame not loaded', error);
      this.sink.failed();
      this.schedule(FRAME_RETRY_MS);
      return;
    }
    if (this.stopped) return;
    if (!answer.ok || !answer.image) {
      this.sink.failed();
      this.schedule(FRAME_RETRY_MS);
      return;
    }
    if (answer.seq > 0) this.after = answer.seq;
    this.sink.frame(answer.image);
    this.schedule(Math.max(0, MIN_FRAME_INTERVAL_MS - (this.deps.now() - startedMs)));
  }
}

/** Reads one frame answer with fetch (the session's token; the cookie would do too). */
export async function fetchCameraFrame(url: string, signal: AbortSignal, token: string | null): Promise<FrameAnswer> {
  const response = await fetch(url, {
    signal,
    credentials: 'same-origin',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // The body is the JSON error; nothing to show but the message of the window.
    await response.body?.cancel();
    return { ok: false, status: response.status, seq: 0, image: null };
  }
  return { ok: true, status: response.status, seq: Number(response.headers.get(CAMERA_FRAME_SEQ_HEADER)) || 0, image: await response.blob() };
}
