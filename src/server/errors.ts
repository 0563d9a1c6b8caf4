// The one error handler: every failure leaves the server as
// `{code, message, fields?}` (src/protocol/errors.ts), never as a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError, ApiErrorCode } from '../protocol/errors';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'unprocessable',
  429: 'too_many_requests',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'gateway_timeout',
};

/** An error a route throws on purpose, with its HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    const constraint = 'code' in error && typeof error.code === 'string' && error.code.startsWith('SQLITE_CONSTRAINT');
    const status = constraint ? 409 : error.statusCode && CODE_BY_STATUS[error.statusCode] ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    const validation = 'validation' in error ? error.validation : undefined;
    const body: ApiError = {
      code: CODE_BY_STATUS[status] ?? (status === 500 ? 'internal' : 'bad_request'),
      message:
        status === 500
          ? 'Wewnętrzny błąd serwera'
          : constraint
            ? error.code === 'SQLITE_CONSTRAINT_TRIGGER'
              ? error.message // our triggers raise Polish messages (db/migrations.ts)
              : 'Operacja narusza spójność danych'
            : validation
              ? `Nieprawidłowe dane: ${error.message}`
              : error.message,
    };
    if (error instanceof HttpError && error.fields) body.fields = error.fields;
    if (validation) {
      body.fields = Object.fromEntries(
        validation.map((issue) => [issue.instancePath.replace(/^\//, '') || String(issue.params.missingProperty ?? ''), issue.message ?? 'invalid']),
      );
    }
    void reply.status(status).send(body);
  });
}

/** 404 body for unknown API paths. */
export function notFound(path: string): ApiError {
  return { code: 'not_found', message: `Nie znaleziono: ${path}` };
}
