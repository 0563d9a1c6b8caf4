// MJPEG over HTTP (multipart/x-mixed-replace): the stream's head and its
// frames, written to a client; a viewer that cannot keep up skips frames
// instead of queueing them. Camera feeds (cameraFeed.ts) share one upstream
// per camera among their viewers.
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
