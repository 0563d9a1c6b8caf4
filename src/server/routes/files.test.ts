// Map (.000) and symbol (.svg) files: upload, list, serve, delete, and every
// way an upload is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';
import { sharedDataFile } from '../testing/sharedData';
import { svgProblem } from '../files/svg';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const form = (name: string, content: Uint8Array<ArrayBuffer> | string): FormData => {
  const data = new FormData();
  data.append('file', new Blob([content]), name);
  return data;
};

const CELL = sharedDataFile('enc', 'US5MD1MC', 'US5MD1MC.000');

describe('map files', () => {
  it.skipIf(!CELL)('upload a real S-57 cell, list it, fetch it under /media/maps/, refuse a second upload, delete it', async () => {
    const bytes = readFileSync(CELL ?? '');
    const upload = await call(server, 'POST', '/api/settings/maps/', { token, body: form('US5MD1MC.000', bytes) });
    expect(upload).toMatchObject({ status: 201, body: { filename: 'US5MD1MC.000' } });
    const list = await call(server, 'GET', '/api/settings/maps/', { token });
    expect(list.body).toEqual({ files: [{ name: 'US5MD1MC.000', url: '/media/maps/US5MD1MC.000', latest_update: 0 }] });
    const media = await fetch(`${server.url}/media/maps/US5MD1MC.000`, { headers: { authorization: `Bearer ${token}` } });
    expect(media.status).toBe(200);
    expect(Buffer.from(await media.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${server.url}/media/maps/US5MD1MC.000`)).status).toBe(401);

    expect((await call(server, 'POST', '/api/settings/maps/', { token, body: form('US5MD1MC.000', bytes) })).status).toBe(409);
    expect((await call(server, 'POST', '/api/settings/maps/?overwrite=1', { token, body: form('US5MD1MC.000', bytes) })).status).toBe(201);
    expect((await call(server, 'DELETE', '/api/settings/maps/', { token, body: { filename: 'US5MD1MC.000' } })).status).toBe(204);
    expect((await call(server, 'GET', '/api/settings/maps/', { token })).body).toEqual({ files: [] });
    expect((await call(server, 'DELETE', '/api/settings/maps/', { token, body: { filename: 'US5MD1MC.000' } })).status).toBe(404);
  });

  it.each([
    ['chart.pdf', 'ISO', 400],
    ['notes.000', 'this is not an ISO 8211 file at all', 400],
    ['../../evil.000', '00100', 400],
    ['.hidden.000', '00100', 400],
  ])('refuses %s', async (name, content, status) => {
    const result = await call(server, 'POST', '/api/settings/maps/', { token, body: form(name, content) });
    expect(result.status).toBe(status);
    expect((await call(server, 'GET', '/api/settings/maps/', { token })).body).toEqual({ files: [] });
  });

  it('refuses a request without a file, and a path in DELETE', async () => {
    expect((await call(server, 'POST', '/api/settings/maps/', { token, body: {} })).status).toBe(400);
    expect((await call(server, 'DELETE', '/api/settings/maps/', { token, body: { filename: '../traxis.sqlite' } })).status).toBe(400);
  });

  it('refuses a file over 64 MB with 413', async () => {
    const big = new Uint8Array(64 * 1024 * 1024 + 1);
    const result = await call(server, 'POST', '/api/settings/maps/', { token, body: form('BIG.000', big) });
    expect(result.status).toBe(413);
    expect((await call(server, 'GET', '/api/settings/maps/', { token })).body).toEqual({ files: [] });
  });
});

const GOOD_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><defs><linearGradient id="g"/></defs><rect width="20" height="20" fill="url(#g)"/></svg>';

describe('symbol files', () => {
  it('upload several, list, serve with safe headers (upload overrides built-in), delete', async () => {
    const data = form('BOYLAT01.svg', GOOD_SVG);
    data.append('file', new Blob([GOOD_SVG]), 'BOYCAR01.svg');
    const upload = await call(server, 'POST', '/api/settings/symbols/', { token, body: data });
    expect(upload).toMatchObject({ status: 201, body: { filename: 'BOYLAT01.svg', filenames: ['BOYLAT01.svg', 'BOYCAR01.svg'] } });
    expect((await call(server, 'GET', '/api/settings/symbols/', { token })).body).toEqual({ files: [{ name: 'BOYCAR01.svg' }, { name: 'BOYLAT01.svg' }] });

    const served = await call(server, 'GET', '/chart-engine/symbols/BOYLAT01', { token });
    expect(served.status).toBe(200);
    expect(served.body).toBe(GOOD_SVG);
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await call(server, 'GET', '/chart-engine/symbols/NOSUCH01', { token })).status).toBe(404);

    expect((await call(server, 'DELETE', '/api/settings/symbols/', { token, body: { filename: 'BOYLAT01.svg' } })).status).toBe(204);
    expect((await call(server, 'GET', '/chart-engine/symbols/BOYLAT01', { token })).status).toBe(404);
  });

  it('refuses the whole upload when one file is bad', async () => {
    const data = form('OK01.svg', GOOD_SVG);
    data.append('file', new Blob(['<svg><script>alert(1)</script></svg>']), 'BAD01.svg');
    expect((await call(server, 'POST', '/api/settings/symbols/', { token, body: data })).status).toBe(400);
    expect((await call<{ files: { name: string }[] }>(server, 'GET', '/api/settings/symbols/', { token })).body.files.map((f) => f.name)).not.toContain('OK01.svg');
  });

  it('refuses non-SVG names and files over 1 MB', async () => {
    expect((await call(server, 'POST', '/api/settings/symbols/', { token, body: form('x.png', GOOD_SVG) })).status).toBe(400);
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(1024 * 1024)}</svg>`;
    expect((await call(server, 'POST', '/api/settings/symbols/', { token, body: form('BIG.svg', big) })).status).toBe(413);
  });

  it.each([
    ['<svg><script>alert(1)</script></svg>', 'skrypty'],
    ['<svg onload="alert(1)"></svg>', 'zdarzeń'],
    ['<svg><foreignObject><div/></foreignObject></svg>', 'foreignObject'],
    ['<svg><image href="http://evil.example/x.png"/></svg>', 'zewnętrzne'],
    ['<svg><use xlink:href="other.svg#a"/></svg>', 'zewnętrzne'],
    ['<svg><rect style="fill:url(http://evil.example/a)"/></svg>', 'zewnętrzne'],
    ['<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', 'skryptowe'],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>', 'DOCTYPE'],
    ['<html><body>hi</body></html>', 'nie jest obrazem SVG'],
  ])('svgProblem refuses %s', (svg, why) => {
    expect(svgProblem(Buffer.from(svg))).toContain(why);
  });

  it('svgProblem accepts a plain symbol with internal references', () => {
    expect(svgProblem(Buffer.from(GOOD_SVG))).toBeNull();
    expect(svgProblem(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/></svg>\n'))).toBeNull();
  });
});

describe('map validation with the S-57 reader', () => {
  it.skipIf(!CELL)('refuses a truncated cell that still has a valid leader', async () => {
    const bytes = readFileSync(CELL ?? '');
    const truncated = bytes.subarray(0, Math.floor(bytes.length / 3));
    const result = await call<{ message: string }>(server, 'POST', '/api/settings/maps/', { token, body: form('CUT.000', truncated) });
    expect(result.status).toBe(400);
    expect(result.body.message).toContain('błąd odczytu S-57');
    expect((await call(server, 'GET', '/api/settings/maps/', { token })).body).toEqual({ files: [] });
  });
});
