// Client mistakes that Fastify or Node answer before a route runs, in the
// `{code, message}` form with Polish messages: malformed or unsupported
// bodies, bad URLs, a URL parameter over the length limit (414), headers
// over Node's size limit (431) and other broken requests on the socket.
import type { ConnectionError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '../../protocol/errors';

const MESSAGE_BY_FASTIFY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Nieobsługiwany typ treści (Content-Type): ta operacja przyjmuje application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Puste ciało żądania przy Content-Type application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Ciało żądania nie jest poprawnym JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Ciało żądania jest za duże',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Długość ciała żądania nie zgadza się z nagłówkiem Content-Length',
  FST_ERR_BAD_URL: 'Nieprawidłowy adres żądania',
  FST_ERR_MAX_PARAM_LENGTH: 'Adres żądania jest za długi',
};

const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  414: 'Adres żądania jest za długi',
  415: 'Nieobsługiwany typ treści (Content-Type)',
  416: 'Żądany zakres bajtów wykracza poza plik',
  431: 'Nagłówki żądania są za duże',
};

/** The Polish message of an error Fastify or a plugin raised, when we know it. */
export function frameworkMessage(code: string | undefined, status: number): string | undefined {
  return (code === undefined ? undefined : MESSAGE_BY_FASTIFY_CODE[code]) ?? MESSAGE_BY_STATUS[status];
}

interface CodedError extends Error {
  code?: string;
  statusCode?: number;
}

/** Fastify's `frameworkErrors`: bad URLs (400) and over-long URL parameters (414) before routing. */
export function frameworkErrors(error: CodedError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode === 414 ? 414 : 400;
  const body: ApiError = {
    code: status === 414 ? 'uri_too_long' : 'bad_request',
    message: frameworkMessage(error.code, status) ?? 'Nieprawidłowe żądanie',
  };
  request.log.info({ statusCode: status, code: body.code }, `client error: ${body.message}`);
  void reply.status(status).send(body);
}

// Half of Node's default header limit (16 KB), which covers the request line too.
const LONG_REQUEST_LINE_BYTES = 8 * 1024;

/** The status and body for a request Node's HTTP parser refused. */
export function connectionErrorAnswer(error: ConnectionError): { status: number; body: ApiError } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { code: 'bad_request', message: 'Przekroczono czas oczekiwania na żądanie' } };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // Node counts the request line as a header: a first line (or an unended one) of at
    // least half the limit means the URL itself is too long.
    const raw: unknown = error.rawPacket;
    const firstLineEnd = Buffer.isBuffer(raw) ? raw.indexOf('\r\n') : 0;
    const longLine = firstLineEnd === -1 || firstLineEnd >= LONG_REQUEST_LINE_BYTES;
    return longLine
      ? { status: 414, body: { code: 'uri_too_long', message: 'Adres żądania jest za długi' } }
      : { status: 431, body: { code: 'headers_too_large', message: 'Nagłówki żądania są za duże' } };
  }
  return { status: 400, body: { code: 'bad_request', message: 'Nieprawidłowe żądanie HTTP' } };
}

/** Fastify's `clientErrorHandler`: answers on the raw socket, then closes it. */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, body } = connectionErrorAnswer(error);
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}
