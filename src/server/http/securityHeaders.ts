// Headers of every answer: a Content-Security-Policy as strict as the web
// app allows (its own scripts, styles, images, workers and connections;
// WebAssembly compiled with 'wasm-unsafe-eval'; inline styles set by React
// and react-rnd; blob: and data: images for captures and symbols; never
// framed elsewhere), nosniff, no referrer beyond the origin, no framing. An
// answer that sets its own policy (uploaded symbols' sandbox) keeps it.
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) void reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) void reply.header(name, value);
    return payload;
  });
}
