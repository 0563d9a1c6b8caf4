// MJPEG over HTTP (multipart/x-mixed-replace): writing frames to a client,
// and a shared frame source per simulated camera (frames are drawn once
// for all viewers, only while someone watches; a viewer that cannot keep up
// skips frames instead of queueing them).
import type { ServerResponse } from 'node:http';

export const MJPEG_BOUNDARY = 'traxisframe';
export const MJPEG_CONTENT_TYPE = `multipart/x-mixed-replace; boundary=${MJPEG_BOUNDARY}`;

export function writeMjpegHead(response: ServerResponse): void {
  response.writeHead(200, {
    'Content-Type': MJPEG_CONTENT_TYPE,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  });
}

/** Writes one frame unless the client is still busy with an earlier one; returns whether it was written. */
export function writeMjpegFrame(response: ServerResponse, jpeg: Buffer): boolean {
  if (response.writableNeedDrain || response.destroyed) return false;
  response.write(`--${MJPEG_BOUNDARY}\r\nContent-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`);
  response.write(jpeg);
  response.write('\r\n');
  return true;
}

export type FrameDrawer = (now: Date) => Promise<Buffer>;

/** Produces frames at a fixed rate for its viewers; stops when the last one leaves. */
export class FrameSource {
  private readonly viewers = new Set<ServerResponse>();
  private timer: NodeJS.Timeout | null = null;
  private drawing = false;
  framesDrawn = 0;

  constructor(
    private readonly draw: FrameDrawer,
    private readonly intervalMs: number,
  ) {}

  get viewerCount(): number {
    return this.viewers.size;
  }

  add(response: ServerResponse): void {
    this.viewers.add(response);
    response.on('close', () => {
      this.viewers.delete(response);
      if (this.viewers.size === 0) this.stop();
    });
    if (!this.timer) {
      void this.tick();
      this.timer = setInterval(() => void this.tick(), this.intervalMs);
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const viewer of this.viewers) viewer.end();
    this.viewers.clear();
  }

  private async tick(): Promise<void> {
    if (this.drawing) return;
    this.drawing = true;
    try {
      const frame = await this.draw(new Date());
      this.framesDrawn += 1;
      for (const viewer of this.viewers) writeMjpegFrame(viewer, frame);
    } finally {
      this.drawing = false;
    }
  }
}
