// Proxies a real camera's HTTP MJPEG stream to a client. The camera's host
// is resolved and checked once (cameraAddress.ts) and the connection goes to
// that very address; only a multipart/x-mixed-replace stream of image/jpeg
// parts is passed on (mjpegParts.ts). Every failure before streaming starts
// (refused or unresolvable address, no connection, timeout, an HTTP error or
// any other content) gives the same neutral answer, so the proxy cannot be
// used to tell open ports from closed ones. A connect timeout and an idle
// timeout apply; backpressure from a slow client pauses the camera
// connection instead of buffering.
import http from 'node:http';
import type { ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import { HttpError } from '../errors';
import { CameraAddressError, resolveCamera, type CameraAddressRule } from './cameraAddress';
import { mjpegBoundary, MjpegFrameFilter } from './mjpegParts';

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

/** The one answer for every camera that cannot be streamed. */
export const cameraUnavailable = (): HttpError => new HttpError(502, 'Nie można połączyć się z kamerą');

function hostHeader(host: string, port: number): string {
  const name = isIPv6(host) ? `[${host}]` : host;
  return port === 80 ? name : `${name}:${port}`;
}

function connect(target: CameraTarget, client: ServerResponse, address: string, timeouts: ProxyTimeouts): Promise<void> {
  return new Promise((resolve, reject) => {
    const auth = target.username || target.password ? `${target.username}:${target.password}` : undefined;
    const request = http.get({
      host: address,
      port: target.port,
      path: target.path,
      auth,
      timeout: timeouts.connectMs,
      headers: { Host: hostHeader(target.host, target.port) },
    });
    let streaming = false;
    const fail = (): void => {
      request.destroy();
      if (streaming) {
        client.destroy();
        resolve();
      } else reject(cameraUnavailable());
    };
    request.on('timeout', fail);
    request.on('error', fail);
    request.on('response', (upstream) => {
      const boundary = upstream.statusCode === 200 ? mjpegBoundary(upstream.headers['content-type'] ?? '') : null;
      if (boundary === null) {
        upstream.resume();
        fail();
        return;
      }
      // Nothing is sent to the client before the first checked frame: a camera
      // that sends anything else gets the neutral answer too.
      const frames = new MjpegFrameFilter(boundary);
      frames.on('error', fail);
      frames.once('data', (first: Buffer) => {
        streaming = true;
        request.setTimeout(timeouts.idleMs, fail);
        client.writeHead(200, {
          'Content-Type': `multipart/x-mixed-replace; boundary=${boundary}`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          Connection: 'close',
        });
        client.write(first);
        frames.pipe(client);
      });
      frames.on('end', () => {
        if (!streaming) return fail();
        client.end();
        resolve();
      });
      upstream.pipe(frames);
      client.on('close', () => {
        request.destroy();
        resolve();
      });
    });
  });
}

/**
 * Opens the camera stream; rejects with the neutral 502 HttpError before
 * anything is sent to the client, then pipes checked frames until either
 * side ends.
 */
export async function proxyCamera(
  target: CameraTarget,
  client: ServerResponse,
  rule: CameraAddressRule,
  timeouts: ProxyTimeouts = DEFAULT_PROXY_TIMEOUTS,
): Promise<void> {
  let address: string;
  try {
    address = (await resolveCamera(target.host, rule)).address;
  } catch (error) {
    // Refused and unresolvable addresses answer like a camera that is off.
    if (error instanceof CameraAddressError) throw cameraUnavailable();
    throw error;
  }
  return connect(target, client, address, timeouts);
}
