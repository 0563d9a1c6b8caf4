// A real camera's HTTP MJPEG stream as a feed upstream (cameraFeed.ts: one
// connection per camera however many clients watch). The camera's host is
// resolved and checked (cameraAddress.ts) at every connection and the
// connection goes to that very address; only a multipart/x-mixed-replace
// stream of image/jpeg parts is taken (mjpegParts.ts), frame by frame.
// Every failure before the first frame (refused or unresolvable address, no
// connection, timeout, an HTTP error or any other content) gives the same
// neutral answer, so the proxy cannot be used to tell open ports from
// closed ones. A connect timeout and an idle timeout apply.
import http from 'node:http';
import { isIPv6 } from 'node:net';
import { HttpError } from '../errors';
import type { FrameSink, StartUpstream } from './cameraFeed';
import { resolveCamera, type CameraAddressRule } from './cameraAddress';
import { mjpegBoundary, MjpegFrameFilter, MJPEG_FRAME_EVENT } from './mjpegParts';

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

function connect(target: CameraTarget, address: string, timeouts: ProxyTimeouts, sink: FrameSink): http.ClientRequest {
  const auth = target.username || target.password ? `${target.username}:${target.password}` : undefined;
  const request = http.get({
    host: address,
    port: target.port,
    path: target.path,
    auth,
    timeout: timeouts.connectMs,
    headers: { Host: hostHeader(target.host, target.port) },
  });
  let ended = false;
  const end = (error: HttpError | null): void => {
    if (ended) return;
    ended = true;
    request.destroy();
    sink.end(error);
  };
  // Before the first frame every failure is the neutral answer; after it the stream just ends.
  let streaming = false;
  const fail = (): void => end(streaming ? null : cameraUnavailable());
  request.on('timeout', fail);
  request.on('error', fail);
  request.on('response', (upstream) => {
    const boundary = upstream.statusCode === 200 ? mjpegBoundary(upstream.headers['content-type'] ?? '') : null;
    if (boundary === null) {
      upstream.resume();
      fail();
      return;
    }
    const frames = new MjpegFrameFilter(boundary);
    frames.on('error', fail);
    frames.on(MJPEG_FRAME_EVENT, (jpeg: Buffer) => {
      if (!streaming) {
        streaming = true;
        request.setTimeout(timeouts.idleMs, fail);
      }
      if (!ended) sink.frame(jpeg);
    });
    frames.on('end', fail);
    // The frames are taken from the event; the re-headed parts are not needed here.
    frames.resume();
    upstream.pipe(frames);
  });
  return request;
}

/** The upstream of a real camera: resolved, checked and connected at every start. */
export function cameraUpstream(target: CameraTarget, rule: CameraAddressRule, timeouts: ProxyTimeouts = DEFAULT_PROXY_TIMEOUTS): StartUpstream {
  return (sink) => {
    let stopped = false;
    let request: http.ClientRequest | null = null;
    resolveCamera(target.host, rule).then(
      ({ address }) => {
        if (!stopped) request = connect(target, address, timeouts, sink);
      },
      () => {
        // Refused and unresolvable addresses (CameraAddressError) answer like a camera that is off.
        if (!stopped) sink.end(cameraUnavailable());
      },
    );
    return {
      stop: () => {
        stopped = true;
        request?.destroy();
      },
    };
  };
}
