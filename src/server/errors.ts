// The one error handler: every failure leaves the server as
// `{code, message, fields?}` (src/protocol/errors.ts), never as a stack trace.
// Client mistakes (4xx) are logged at info level; only server faults (500)
// are logged as errors.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError, ApiErrorCode } from '../protocol/errors';
import { isConstraintError, isOwnConstraintMessage, StoreConstraintError } from './db/errors';
import { frameworkMessage } from './http/clientErrors';

export const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  422: 'unprocessable',
  429: 'too_many_requests',
  431: 'headers_too_large',
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

type HandledError = FastifyError | HttpError | StoreConstraintError;

function messageOf(error: HandledError, status: number, constraint: boolean, validation: boolean): string {
  if (status === 500) return 'Wewnętrzny błąd serwera';
  if (constraint) {
    // our triggers raise Polish messages (db/migrations.ts)
    return isOwnConstraintMessage(error) ? error.message : 'Operacja narusza spójność danych';
  }
  if (validation) return `Nieprawidłowe dane: ${error.message}`;
  if (error instanceof HttpError || error instanceof StoreConstraintError) return error.message;
  return frameworkMessage(error.code, status) ?? error.message;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<HandledError>((error, request, reply) => {
    // A write the database refused (either backend) is a conflict.
    const constraint = isConstraintError(error);
    const status = constraint ? 409 : 'statusCode' in error && error.statusCode && CODE_BY_STATUS[error.statusCode] ? error.statusCode : 500;
    const validation = 'validation' in error ? error.validation : undefined;
    const body: ApiError = {
      code: CODE_BY_STATUS[status] ?? 'internal',
      message: messageOf(error, status, constraint, validation !== undefined),
    };
    if (status === 500) request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ statusCode: status, code: body.code }, `client error: ${body.message}`);
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
