// One shared frame feed per camera: the camera's upstream (a real camera's
// MJPEG connection, or a built-in camera's drawing loop) runs once however
// many clients watch it, as MJPEG viewers (writing each frame as a part) or
// as frame requests (each answered with the first frame newer than the one
// the client has, waiting for it). The upstream starts with the first
// client and stops when no viewer is left and no frame was asked for within
// the idle time. A failure before the first frame rejects everyone waiting
// with the upstream's error (for real cameras the neutral 502); a failure
// later ends the viewers' streams; the next request starts it again.
import type { ServerResponse } from 'node:http';
import { HttpError } from '../errors';
import { writeMjpegFrame, writeMjpegHead } from './mjpeg';

export interface Frame {
  /** 1, 2, … per upstream run of this feed (a client passes the last one it has). */
  seq: number;
  jpeg: Buffer;
}

/** Where an upstream delivers: frames, then its end (with the error that ended it, if any). */
export interface FrameSink {
  frame(jpeg: Buffer): void;
  end(error: HttpError | null): void;
}

export interface Upstream {
  stop(): void;
}

export type StartUpstream = (sink: FrameSink) => Upstream;

interface Waiter {
  after: number;
  /** Called with the frame as it is delivered (before the promise settles). */
  onFrame: ((frame: Frame) => void) | undefined;
  resolve: (frame: Frame) => void;
  reject: (error: HttpError) => void;
  timer: NodeJS.Timeout;
}

/** How long a feed runs on after its last client (frame requests come one after another). */
export const FEED_IDLE_MS = 5_000;

export class CameraFeed {
  private upstream: Upstream | null = null;
  private latest: Frame | null = null;
  private seq = 0;
  private readonly viewers = new Set<ServerResponse>();
  private readonly waiters = new Set<Waiter>();
  private idleTimer: NodeJS.Timeout | null = null;
  /** Upstreams started so far (statistics and tests). */
  upstreamsStarted = 0;

  constructor(
    private readonly startUpstream: StartUpstream,
    private readonly idleMs: number = FEED_IDLE_MS,
  ) {}

  get running(): boolean {
    return this.upstream !== null;
  }

  get viewerCount(): number {
    return this.viewers.size;
  }

  /**
   * The first frame newer than `after` (the latest at once if it is newer);
   * after `waitMs` without one, the latest frame if there is any, else a 504.
   */
  nextFrame(after: number, waitMs: number, onFrame?: (frame: Frame) => void): Promise<Frame> {
    this.touch();
    // A number from before a restart of the server counts as none.
    if (after > this.seq) after = 0;
    if (this.latest && this.latest.seq > after) {
      const latest = this.latest;
      onFrame?.(latest);
      this.idleIfUnused();
      return Promise.resolve(latest);
    }
    return new Promise<Frame>((resolve, reject) => {
      const waiter: Waiter = {
        after,
        onFrame,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          if (this.latest) {
            onFrame?.(this.latest);
            resolve(this.latest);
          } else reject(new HttpError(504, 'Kamera nie przysłała obrazu na czas'));
          this.idleIfUnused();
        }, waitMs),
      };
      this.waiters.add(waiter);
      this.ensureRunning();
    });
  }

  /**
   * Streams every frame to `response` as MJPEG from the latest one on (or
   * from the first one, written as it arrives); rejects, with nothing
   * written, as nextFrame does.
   */
  addViewer(response: ServerResponse, waitMs: number): Promise<void> {
    const start = (frame: Frame): void => {
      if (response.destroyed) return;
      writeMjpegHead(response);
      writeMjpegFrame(response, frame.jpeg);
      this.viewers.add(response);
      response.on('close', () => {
        this.viewers.delete(response);
        this.idleIfUnused();
      });
    };
    // Started inside the delivery of the first frame, so the viewer misses none after it.
    return this.nextFrame(0, waitMs, start).then(() => undefined);
  }

  /** Stops the upstream and ends every client. */
  stop(): void {
    this.finish(new HttpError(503, 'Strumień kamery zatrzymany'));
  }

  private ensureRunning(): void {
    if (this.upstream) return;
    this.upstreamsStarted += 1;
    let live = true;
    const sink: FrameSink = {
      frame: (jpeg) => {
        if (live) this.deliver(jpeg);
      },
      end: (error) => {
        if (!live) return;
        live = false;
        this.upstream = null;
        this.finish(error ?? new HttpError(502, 'Kamera zakończyła strumień'));
      },
    };
    const upstream = this.startUpstream(sink);
    // The upstream may have ended synchronously.
    if (live) this.upstream = { stop: () => ((live = false), upstream.stop()) };
  }

  private deliver(jpeg: Buffer): void {
    this.seq += 1;
    const frame = { seq: this.seq, jpeg };
    this.latest = frame;
    for (const viewer of this.viewers) writeMjpegFrame(viewer, jpeg);
    for (const waiter of [...this.waiters]) {
      if (frame.seq <= waiter.after) continue;
      clearTimeout(waiter.timer);
      this.waiters.delete(waiter);
      waiter.onFrame?.(frame);
      waiter.resolve(frame);
    }
    this.idleIfUnused();
  }

  /** Ends everything: waiters rejected with `error`, viewers' streams closed, the upstream stopped. */
  private finish(error: HttpError): void {
    const upstream = this.upstream;
    this.upstream = null;
    upstream?.stop();
    this.latest = null;
    for (const waiter of this.waiters) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    this.waiters.clear();
    for (const viewer of this.viewers) viewer.destroy();
    this.viewers.clear();
    this.clearIdle();
  }

  /** A client asked for a frame: the feed stays up. */
  private touch(): void {
    this.clearIdle();
  }

  private clearIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private idleIfUnused(): void {
    if (!this.upstream || this.viewers.size > 0 || this.waiters.size > 0 || this.idleTimer) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.viewers.size > 0 || this.waiters.size > 0) return;
      const upstream = this.upstream;
      this.upstream = null;
      this.latest = null;
      upstream?.stop();
    }, this.idleMs);
  }
}
