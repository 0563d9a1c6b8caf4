// The headers of every answer: the web app's Content-Security-Policy
// (never framed elsewhere), nosniff, the referrer policy and no framing, on
// the console's files, its routes, the API and errors; an uploaded symbol
// keeps its own sandboxing policy; HEAD answers as GET, without the body.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../http/securityHeaders';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'traxis-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>TRAXIS</title>');
  writeFileSync(join(webDir, 'app.js'), 'console.log(1)');
  server = await startTestServer({ env: { TRAXIS_WEB_DIR: webDir } });
  token = (await signIn(server)).access;
});

afterAll(async () => {
  await server.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

const PATHS = ['/', '/login', '/app.js', '/api/health', '/api/zones/', '/api/alerts/', '/api/nie-ma/'];

describe('security headers', () => {
  it.each(PATHS)('%s carries the policy, nosniff, the referrer policy and no framing', async (path) => {
    const { headers } = await call(server, 'GET', path, { token });
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it.each(PATHS)('HEAD %s answers as GET, without a body', async (path) => {
    const get = await call(server, 'GET', path, { token });
    const head = await fetch(`${server.url}${path}`, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } });
    expect(head.status).toBe(get.status);
    expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'));
    expect(head.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await head.text()).toBe('');
  });

  it('HEAD of a protected call without signing in is refused as GET is', async () => {
    const head = await fetch(`${server.url}/api/zones/`, { method: 'HEAD' });
    expect(head.status).toBe(401);
  });

  it('an uploaded symbol keeps its sandboxing policy', async () => {
    const form = new FormData();
    form.append('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>']), 'NAGLOWKI.svg');
    expect((await call(server, 'POST', '/api/settings/symbols/', { token, body: form })).status).toBe(201);
    const { headers } = await call(server, 'GET', '/chart-engine/symbols/NAGLOWKI', { token });
    expect(headers.get('content-security-policy')).toContain('sandbox');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});
