// Proxies a real camera's HTTP MJPEG stream to a client, with a connect
// timeout and an idle timeout; backpressure from a slow client pauses the
// camera connection instead of buffering.
import http from 'node:http';
import type { ServerResponse } from 'node:http';
import { HttpError } from '../errors';

export interface CameraTarget {
  host: string;
  port: number;
  path: string;
  username: string;
  password: string;
}

export interface ProxyTimeouts {
  connectMs: number;
  idleMs: number;
}

export const DEFAULT_PROXY_TIMEOUTS: ProxyTimeouts = { connectMs: 5_000, idleMs: 15_000 };

/**
 * Opens the camera stream; rejects with a 502/504 HttpError before anything
 * is sent to the client, then pipes until either side ends.
 */
export function proxyCamera(target: CameraTarget, client: ServerResponse, timeouts: ProxyTimeouts = DEFAULT_PROXY_TIMEOUTS): Promise<void> {
  return new Promise((resolve, reject) => {
    const auth = target.username || target.password ? `${target.username}:${target.password}` : undefined;
    const request = http.get({ host: target.host, port: target.port, path: target.path, auth, timeout: timeouts.connectMs });
    let streaming = false;
    const fail = (error: HttpError): void => {
      request.destroy();
      if (streaming) {
        client.destroy();
        resolve();
      } else reject(error);
    };
    request.on('timeout', () => fail(new HttpError(504, 'Kamera nie odpowiada (przekroczony czas połączenia)')));
    request.on('error', () => fail(new HttpError(502, 'Nie można połączyć się z kamerą')));
    request.on('response', (upstream) => {
      const type = upstream.headers['content-type'] ?? '';
      if (upstream.statusCode !== 200 || !type.startsWith('multipart/')) {
        upstream.resume();
        fail(new HttpError(502, `Kamera odpowiedziała błędem (HTTP ${upstream.statusCode ?? '?'})`));
        return;
      }
      streaming = true;
      request.setTimeout(timeouts.idleMs, () => fail(new HttpError(504, 'Kamera przestała nadawać')));
      client.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', Connection: 'close' });
      upstream.pipe(client);
      upstream.on('end', () => {
        client.end();
        resolve();
      });
      client.on('close', () => {
        request.destroy();
        resolve();
      });
    });
  });
}
