// GET /chart-engine/symbols/{name}: an uploaded symbol first, then the one
// we draw, else 404; always with the safe SVG headers; as a PNG on request.
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

  it('serves a symbol as a PNG of the size asked for (the chart atlas), the uploaded one first', async () => {
    const png = async (query: string) => {
      const res = await fetch(`${server.url}/chart-engine/symbols/BOYLAT_2_1?${query}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const drawn = await png('format=png&size_px=32');
    expect(drawn.status).toBe(200);
    expect(drawn.type).toBe('image/png');
    expect(drawn.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(drawn.bytes.readUInt32BE(16)).toBe(32); // IHDR width
    expect((await png('format=png&size_px=64')).bytes.readUInt32BE(16)).toBe(64);

    const data = new FormData();
    data.append('file', new Blob([UPLOADED]), 'BOYLAT_2_1.svg');
    expect((await call(server, 'POST', '/api/settings/symbols/', { token, body: data })).status).toBe(201);
    const uploaded = await png('format=png&size_px=32');
    expect(uploaded.bytes.equals(drawn.bytes)).toBe(false);
    expect((await call(server, 'DELETE', '/api/settings/symbols/', { token, body: { filename: 'BOYLAT_2_1.svg' } })).status).toBe(204);
    expect((await png('format=png&size_px=32')).bytes.equals(drawn.bytes)).toBe(true);
  });

  it.each(['format=png&size_px=4', 'format=png&size_px=1000', 'format=png&size_px=x', 'format=gif'])('400 with {code, message} for %s', async (query) => {
    const result = await call<{ code: string; message: string }>(server, 'GET', `/chart-engine/symbols/BOYLAT_2_1?${query}`, { token });
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('bad_request');
    expect(result.body.message).toBeTruthy();
  });

  it('needs sign-in', async () => {
    expect((await call(server, 'GET', '/chart-engine/symbols/BOYLAT_2_1')).status).toBe(401);
    expect((await call(server, 'GET', '/chart-engine/symbols/BOYLAT_2_1?format=png&size_px=32')).status).toBe(401);
  });
});
