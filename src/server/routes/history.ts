// The time machine (src/protocol/history.ts): a vessel's track (JSON, GPX,
// CSV), every vessel's tracks of a short window, the whole picture at a
// moment, and the kept range with the alert marks. The answers are made on
// the history's worker thread (JSON text, gzip where the client takes it)
// and sent as they are; Server-Timing tells the engine's time.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  HISTORY_PICTURE_PATH,
  HISTORY_RANGE_PATH,
  HISTORY_TRACK_CSV_PATH,
  HISTORY_TRACK_GPX_PATH,
  HISTORY_TRACK_PATH,
  HISTORY_TRACKS_PATH,
  MAX_TRACK_WINDOW_DAYS,
  MAX_TRACKS_WINDOW_MIN,
} from '../../protocol/history';
import { HttpError } from '../errors';
import type { ReadAnswer, ReadRequest } from '../history/historyEngine';
import type { HistoryService } from '../history/historyService';
import { TRACK_FILE_TYPES, type TrackFileFormat } from '../history/trackFiles';
import { JSON_TYPE } from './schemas';

/** ISO 8601 with a date, a time to the minute at least, and a zone. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const time = { type: 'string', minLength: 1, maxLength: 40 } as const;
const mmsi = { type: 'string', pattern: '^[0-9]{9}$' } as const;

const querySchema = (properties: Record<string, object>, required: readonly string[]) =>
  ({ querystring: { type: 'object', additionalProperties: false, required, properties } }) as const;

const TRACK_SCHEMA = querySchema({ mmsi, from: time, to: time }, ['mmsi', 'from', 'to']);
const TRACKS_SCHEMA = querySchema({ from: time, to: time }, ['from', 'to']);
const PICTURE_SCHEMA = querySchema({ at: time }, ['at']);
const RANGE_SCHEMA = querySchema({ from: time, to: time }, []);

/** A query time as unix ms; a 400 naming the parameter otherwise. */
export function parseTime(name: string, raw: string): number {
  const ms = ISO_TIME.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(ms)) throw new HttpError(400, `Nieprawidłowy czas „${name}”: oczekiwano ISO 8601 ze strefą czasu, np. 2025-05-01T12:00:00Z`, { [name]: 'ISO 8601' });
  return ms;
}

/** A window [from, to] of at most `maxMs` (the message names the limit). */
function parseWindow(query: { from: string; to: string }, maxMs: number, limitText: string): { fromMs: number; toMs: number } {
  const fromMs = parseTime('from', query.from);
  const toMs = parseTime('to', query.to);
  if (toMs <= fromMs) throw new HttpError(400, 'Początek okna czasu („from”) musi być przed jego końcem („to”)');
  if (toMs - fromMs > maxMs) throw new HttpError(400, `Okno czasu dłuższe niż ${limitText}`);
  return { fromMs, toMs };
}

const TRACK_WINDOW_MS = MAX_TRACK_WINDOW_DAYS * 86_400_000;
const TRACKS_WINDOW_MS = MAX_TRACKS_WINDOW_MIN * 60_000;

function send(reply: FastifyReply, answer: ReadAnswer, type: string): FastifyReply {
  void reply.type(type).header('Server-Timing', `history;dur=${answer.engineMs.toFixed(1)}`).header('Vary', 'Accept-Encoding');
  if (answer.fileName) void reply.header('Content-Disposition', `attachment; filename="${answer.fileName}"`);
  const body = answer.body;
  if (answer.gzipped && body instanceof Uint8Array) return reply.header('Content-Encoding', 'gzip').send(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  return reply.send(body);
}

const takesGzip = (request: FastifyRequest): boolean => /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');

export function historyRoutes(app: FastifyInstance, history: HistoryService | null): void {
  const read = (from: FastifyRequest, request: ReadRequest): Promise<ReadAnswer> => {
    if (!history) throw new HttpError(503, 'Historia jest wyłączona (TRAXIS_HISTORY_DAYS=0)');
    return history.read({ ...request, gzip: takesGzip(from) });
  };

  app.get<{ Querystring: { mmsi: string; from: string; to: string } }>(HISTORY_TRACK_PATH, { schema: TRACK_SCHEMA }, async (request, reply) => {
    const window = parseWindow(request.query, TRACK_WINDOW_MS, `${MAX_TRACK_WINDOW_DAYS} dni`);
    return send(reply, await read(request, { kind: 'track', mmsi: Number(request.query.mmsi), ...window, format: 'json' }), JSON_TYPE);
  });

  const file = (path: string, format: TrackFileFormat): void => {
    app.get<{ Querystring: { mmsi: string; from: string; to: string } }>(path, { schema: TRACK_SCHEMA }, async (request, reply) => {
      const window = parseWindow(request.query, TRACK_WINDOW_MS, `${MAX_TRACK_WINDOW_DAYS} dni`);
      return send(reply, await read(request, { kind: 'track', mmsi: Number(request.query.mmsi), ...window, format }), TRACK_FILE_TYPES[format]);
    });
  };
  file(HISTORY_TRACK_GPX_PATH, 'gpx');
  file(HISTORY_TRACK_CSV_PATH, 'csv');

  app.get<{ Querystring: { from: string; to: string } }>(HISTORY_TRACKS_PATH, { schema: TRACKS_SCHEMA }, async (request, reply) => {
    const window = parseWindow(request.query, TRACKS_WINDOW_MS, `${MAX_TRACKS_WINDOW_MIN} minut`);
    return send(reply, await read(request, { kind: 'tracks', ...window }), JSON_TYPE);
  });

  app.get<{ Querystring: { at: string } }>(HISTORY_PICTURE_PATH, { schema: PICTURE_SCHEMA }, async (request, reply) => {
    const atMs = parseTime('at', request.query.at);
    return send(reply, await read(request, { kind: 'picture', atMs }), JSON_TYPE);
  });

  app.get<{ Querystring: { from?: string; to?: string } }>(HISTORY_RANGE_PATH, { schema: RANGE_SCHEMA }, async (request, reply) => {
    const fromMs = request.query.from === undefined ? null : parseTime('from', request.query.from);
    const toMs = request.query.to === undefined ? null : parseTime('to', request.query.to);
    if (fromMs !== null && toMs !== null && toMs <= fromMs) throw new HttpError(400, 'Początek okna czasu („from”) musi być przed jego końcem („to”)');
    return send(reply, await read(request, { kind: 'range', fromMs, toMs }), JSON_TYPE);
  });
}
