// GET /chart-engine/symbols/{name}: an uploaded symbol first, then the one
// we draw, else 404; always with the safe SVG headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const UPLOADED = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#123456"/></svg>';

describe('chart symbols', () => {
  it('serves a drawn symbol, lets an uploaded one of the same name win, and falls back after its delete', async () => {
    const drawn = await call<string>(server, 'GET', '/chart-engine/symbols/BOYLAT_2_1', { token });
    expect(drawn.status).toBe(200);
    expect(drawn.body).toMatch(/^<svg /);
    expect(drawn.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(drawn.headers.get('x-content-type-options')).toBe('nosniff');
    expect(drawn.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await call(server, 'GET', '/chart-engine/symbols/BOYLAT_2_1.svg', { token })).body).toBe(drawn.body);

    const data = new FormData();
    data.append('file', new Blob([UPLOADED]), 'BOYLAT_2_1.svg');
    expect((await call(server, 'POST', '/api/settings/symbols/', { token, body: data })).status).toBe(201);
    expect((await call(server, 'GET', '/chart-engine/symbols/BOYLAT_2_1', { token })).body).toBe(UPLOADED);
    expect((await call(server, 'DELETE', '/api/settings/symbols/', { token, body: { filename: 'BOYLAT_2_1.svg' } })).status).toBe(204);
    expect((await call(server, 'GET', '/chart-engine/symbols/BOYLAT_2_1', { token })).body).toBe(drawn.body);
  });

  it.each(['DEPARE_0_0', 'NOSUCH_1_1', 'BOYLAT', '..%2F..%2Ftraxis.sqlite'])('404 or 400 for %s, never a 500', async (name) => {
    const result = await call<{ message: string }>(server, 'GET', `/chart-engine/symbols/${name}`, { token });
    expect([400, 404]).toContain(result.status);
    if (result.status === 404) expect(result.body.message).toContain('Symbol not found');
  });

  it('needs sign-in', async () => {
    expect((await call(server, 'GET', '/chart-engine/symbols/BOYLAT_2_1')).status).toBe(401);
  });
});
