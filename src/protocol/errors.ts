// The error body of every failed HTTP call (shared by server and web app).

/** Machine-readable error codes. */
export type ApiErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  /** The request line (path) is too long. */
  | 'uri_too_long'
  /** The body is not of a type the call accepts (e.g. not JSON on a JSON call). */
  | 'unsupported_media_type'
  /** The requested byte range lies outside the file. */
  | 'range_not_satisfiable'
  /** The request headers are too large. */
  | 'headers_too_large'
  /** The request is well-formed but its target cannot be processed (e.g. a broken chart file). */
  | 'unprocessable'
  | 'too_many_requests'
  | 'bad_gateway'
  /** A part of the server is not ready (e.g. the coastline store not built yet). */
  | 'unavailable'
  | 'gateway_timeout'
  | 'internal';

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  /** Per-field messages for validation errors (400). */
  fields?: Record<string, string>;
}
