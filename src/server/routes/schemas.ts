// JSON-schema pieces and reply helpers shared by the route files.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonBody } from '../db/crud';

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

/** Text that is non-empty after trimming. */
export const nonBlank = (maxLength = 200) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

export const latitude = { type: 'number', minimum: -90, maximum: 90 } as const;
export const longitude = { type: 'number', minimum: -180, maximum: 180 } as const;

/** An object body with exactly these properties allowed. */
export function objectSchema(properties: Record<string, object>, required: readonly string[] = []) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

export const filenameBody = objectSchema({ filename: { type: 'string', minLength: 1, maxLength: 255 } }, ['filename']);

/** Content type of JSON sent as ready text (cached lists). */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends a cached JSON body, compressed (brotli, else gzip) when the client accepts it (browsers always do). */
export function sendJsonBody(request: FastifyRequest, reply: FastifyReply, body: JsonBody): FastifyReply {
  void reply.type(JSON_TYPE).header('Vary', 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'] ?? '';
  if (body.plain.length > 1024) {
    if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(body.brotli);
    if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  }
  return reply.send(body.plain);
}
