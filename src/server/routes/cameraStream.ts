// GET /camera/?ip&port&username&password (spec section 2): the live stream
// of a registered camera. Only a camera stored with exactly this address
// and these credentials is streamed (403 otherwise), and only at an allowed
// address (media/cameraAddress.ts, checked again on every connection), so
// the server cannot be used to reach arbitrary hosts. Built-in cameras are
// drawn by us. The query string never reaches the log (http/logging.ts).
import type { FastifyInstance } from 'fastify';
import { CAMERA_DEFAULT_PORT, CAMERA_STREAM_PATH, SIMULATED_CAMERA_TYPE, type Camera } from '../../protocol/cameras';
import type { CameraStore } from '../db/cameras';
import { HttpError } from '../errors';
import type { CameraAddressRule } from '../media/cameraAddress';
import { cameraUnavailable, DEFAULT_PROXY_TIMEOUTS, proxyCamera, type ProxyTimeouts } from '../media/cameraProxy';
import { FrameSource, writeMjpegHead } from '../media/mjpeg';
import { drawCameraFrame } from '../media/simulatedCamera';

export interface CameraStreamOptions {
  /** Path of the MJPEG stream on real cameras (TRAXIS_CAMERA_MJPEG_PATH). */
  mjpegPath: string;
  /** Which addresses real cameras may have. */
  addresses: CameraAddressRule;
  timeouts?: ProxyTimeouts;
  /** Frame interval of built-in cameras. */
  simulatedFrameMs?: number;
}

interface Query {
  ip?: string;
  port?: string;
  username?: string;
  password?: string;
}

export function cameraStreamRoutes(app: FastifyInstance, cameras: CameraStore, options: CameraStreamOptions): void {
  const sources = new Map<number, FrameSource>();
  app.addHook('onClose', async () => {
    for (const source of sources.values()) source.stop();
  });
  const text = { type: 'string', maxLength: 500 } as const;

  app.get<{ Querystring: Query }>(
    CAMERA_STREAM_PATH,
    { schema: { querystring: { type: 'object', required: ['ip'], properties: { ip: text, port: text, username: text, password: text } } } },
    async (request, reply) => {
      const { ip = '', username = '', password = '' } = request.query;
      const port = request.query.port ? Number(request.query.port) : CAMERA_DEFAULT_PORT;
      const camera = (await cameras.list()).find(
        (c: Camera) => c.ip_address === ip && c.port === port && c.login === username && c.password === password,
      );
      if (!camera) throw new HttpError(403, 'Brak zarejestrowanej kamery o tym adresie i danych logowania');

      if (camera.camera_type === SIMULATED_CAMERA_TYPE) {
        let source = sources.get(camera.id);
        if (!source) {
          source = new FrameSource((now) => drawCameraFrame(camera.name, now, camera.id), options.simulatedFrameMs ?? 500);
          sources.set(camera.id, source);
        }
        reply.hijack();
        writeMjpegHead(reply.raw);
        source.add(reply.raw);
        return;
      }
      // Real camera: errors before streaming starts still answer with JSON.
      const target = { host: camera.ip_address, port: camera.port, path: options.mjpegPath, username, password };
      const streaming = proxyCamera(target, reply.raw, options.addresses, options.timeouts ?? DEFAULT_PROXY_TIMEOUTS);
      reply.hijack();
      try {
        await streaming;
      } catch (error) {
        if (!(error instanceof HttpError)) request.log.error({ err: error }, 'camera proxy failed');
        const httpError = error instanceof HttpError ? error : cameraUnavailable();
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(httpError.statusCode, { 'Content-Type': 'application/json; charset=utf-8' });
          reply.raw.end(JSON.stringify({ code: 'bad_gateway', message: httpError.message }));
        }
      }
    },
  );
}
