// GET /camera/?ip&port&username&password (spec section 2): the live stream
// of a registered camera as MJPEG; with `frame=<n>` one JPEG instead, the
// first frame newer than frame n (0: the latest), its number in the
// X-Frame-Seq header: the console's camera windows ask for frame after
// frame this way, because a browser keeps at most six connections per
// server and nine MJPEG windows would block every other request. Only a
// camera stored with exactly this address and these credentials is
// streamed (403 otherwise), and only at an allowed address
// (media/cameraAddress.ts, checked again on every connection), so the
// server cannot be used to reach arbitrary hosts. Built-in cameras are
// drawn by us. Every camera has one shared feed (media/cameraFeed.ts): one
// upstream however many clients watch it. The query string never reaches
// the log (http/logging.ts).
import type { FastifyInstance } from 'fastify';
import { CAMERA_DEFAULT_PORT, CAMERA_FRAME_SEQ_HEADER, CAMERA_STREAM_PATH, SIMULATED_CAMERA_TYPE, type Camera } from '../../protocol/cameras';
import type { CameraStore } from '../db/cameras';
import { CODE_BY_STATUS, HttpError } from '../errors';
import type { CameraAddressRule } from '../media/cameraAddress';
import { CameraFeed, FEED_IDLE_MS, type StartUpstream } from '../media/cameraFeed';
import { cameraUpstream, DEFAULT_PROXY_TIMEOUTS, type ProxyTimeouts } from '../media/cameraProxy';
import { SIMULATED_FRAME_MS, simulatedUpstream } from '../media/simulatedCamera';

export interface CameraStreamOptions {
  /** Path of the MJPEG stream on real cameras (TRAXIS_CAMERA_MJPEG_PATH). */
  mjpegPath: string;
  /** Which addresses real cameras may have. */
  addresses: CameraAddressRule;
  timeouts?: ProxyTimeouts;
  /** Frame interval of built-in cameras. */
  simulatedFrameMs?: number;
  /** How long a feed runs on after its last client. */
  feedIdleMs?: number;
}

interface Query {
  ip?: string;
  port?: string;
  username?: string;
  password?: string;
  frame?: number;
}

/** How long a frame request waits for a new frame (a camera that sends none in this time gets a 504). */
export const FRAME_WAIT_MS = 10_000;

/** The camera's feed is made anew when anything that reaches the upstream changes. */
const feedKey = (c: Camera): string => JSON.stringify([c.camera_type === SIMULATED_CAMERA_TYPE, c.name, c.ip_address, c.port, c.login, c.password]);

export function cameraStreamRoutes(app: FastifyInstance, cameras: CameraStore, options: CameraStreamOptions): void {
  const feeds = new Map<number, { key: string; feed: CameraFeed }>();
  // preClose, not onClose: onClose waits for in-flight requests, and a camera stream stays in flight until its feed ends it.
  app.addHook('preClose', async () => {
    for (const { feed } of feeds.values()) feed.stop();
  });
  const timeouts = options.timeouts ?? DEFAULT_PROXY_TIMEOUTS;
  const upstreamOf = (camera: Camera): StartUpstream =>
    camera.camera_type === SIMULATED_CAMERA_TYPE
      ? simulatedUpstream(camera.name, camera.id, options.simulatedFrameMs ?? SIMULATED_FRAME_MS)
      : cameraUpstream(
          { host: camera.ip_address, port: camera.port, path: options.mjpegPath, username: camera.login, password: camera.password },
          options.addresses,
          timeouts,
        );
  const feedOf = (camera: Camera): CameraFeed => {
    const key = feedKey(camera);
    const known = feeds.get(camera.id);
    if (known?.key === key) return known.feed;
    known?.feed.stop();
    const feed = new CameraFeed(upstreamOf(camera), options.feedIdleMs ?? FEED_IDLE_MS);
    feeds.set(camera.id, { key, feed });
    return feed;
  };
  const text = { type: 'string', maxLength: 500 } as const;

  app.get<{ Querystring: Query }>(
    CAMERA_STREAM_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['ip'],
          properties: { ip: text, port: text, username: text, password: text, frame: { type: 'integer', minimum: 0 } },
        },
      },
    },
    async (request, reply) => {
      const { ip = '', username = '', password = '', frame } = request.query;
      const port = request.query.port ? Number(request.query.port) : CAMERA_DEFAULT_PORT;
      const camera = (await cameras.list()).find(
        (c: Camera) => c.ip_address === ip && c.port === port && c.login === username && c.password === password,
      );
      if (!camera) throw new HttpError(403, 'Brak zarejestrowanej kamery o tym adresie i danych logowania');
      const feed = feedOf(camera);

      if (frame !== undefined) {
        const next = await feed.nextFrame(frame, FRAME_WAIT_MS);
        return reply
          .type('image/jpeg')
          .header('Cache-Control', 'no-store')
          .header('X-Content-Type-Options', 'nosniff')
          .header(CAMERA_FRAME_SEQ_HEADER, String(next.seq))
          .send(next.jpeg);
      }
      // The stream is written by the feed; errors before its first frame still answer with JSON.
      reply.hijack();
      try {
        await feed.addViewer(reply.raw, timeouts.connectMs + FRAME_WAIT_MS);
      } catch (error) {
        const httpError = error instanceof HttpError ? error : new HttpError(502, 'Nie można połączyć się z kamerą');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(httpError.statusCode, { 'Content-Type': 'application/json; charset=utf-8' });
          reply.raw.end(JSON.stringify({ code: CODE_BY_STATUS[httpError.statusCode] ?? 'bad_gateway', message: httpError.message }));
        }
      }
    },
  );
}
