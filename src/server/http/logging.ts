// Logger settings: request lines without secrets. The camera stream's query
// string carries the camera's login and password (spec: /camera/?ip&port&
// username&password), so it is dropped from every logged URL however the
// path is spelt; elsewhere secret-looking query values are hidden, and any
// `password` field of a logged object is censored.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { normalisedPath } from './paths';

export const REDACTED = '[ukryte]';

const SECRET_KEY = /pass|secret|token|refresh|access|auth/i;

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** A request URL fit for the log: no camera query, no secret-looking query values. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const path = url.slice(0, queryStart);
  if (normalisedPath(path).startsWith('/camera')) return `${path}?${REDACTED}`;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1 || !SECRET_KEY.test(decodeKey(pair.slice(0, equals)))) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** What the log says about a request (Fastify's default fields, URL redacted). */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Objects logged by us or by plugins: censor password fields up to three levels deep.
const PASSWORD_PATHS = ['password', '*.password', '*.*.password', '*.*.*.password'];

/** A destination of log lines (one JSON object a line). */
export interface LogStream {
  write(line: string): void;
}

export interface LogSettings {
  level: string;
  /** Where log lines go (tests collect them); standard output when unset. */
  stream?: LogStream;
}

/** Fastify's logger setting (pino options). */
export type LoggerSetting = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export function loggerOptions(settings: LogSettings): LoggerSetting {
  return {
    level: settings.level,
    serializers: { req: serializeRequest as (request: unknown) => Record<string, unknown> },
    redact: { paths: PASSWORD_PATHS, censor: REDACTED },
    ...(settings.stream ? { stream: settings.stream } : {}),
  };
}
