// Finding 6 (and the 414/431 part of 10): client mistakes answer 4xx in the
// {code, message} form and are logged below error level.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRawAnswer, rawExchange, rawRequest, jsonOf, type RawResult } from '../testing/rawHttp';
import { signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
const logLines: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ log: { write: (line) => void logLines.push(line) } });
  token = (await signIn(server)).access;
  writeFileSync(join(server.dataDir, 'maps', 'RANGE.000'), Buffer.alloc(1000, 0x30));
});
afterAll(() => server.dispose());

const authorised = (headers: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...headers });

function expectClientError(answer: RawResult, status: number, code: string): void {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = jsonOf(answer) as { code?: string; message?: string };
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
}

const errorLines = (): string[] => logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('client mistakes are 4xx, not 500', () => {
  it('a JSON route refuses an XML body with 415', async () => {
    const answer = await rawRequest(server, 'POST', '/api/trains/sidings/', { headers: authorised({ 'content-type': 'application/xml' }), body: '<siding/>' });
    expectClientError(answer, 415, 'unsupported_media_type');
  });

  it('a JSON route refuses a body without Content-Type', async () => {
    const answer = await rawRequest(server, 'POST', '/api/trains/sidings/', { headers: authorised(), body: '{"nabrzeze":"x"}' });
    expect([400, 415]).toContain(answer.status);
    expect(['bad_request', 'unsupported_media_type']).toContain((jsonOf(answer) as { code: string }).code);
  });

  it('a multipart upload without a boundary answers 400', async () => {
    const answer = await rawRequest(server, 'POST', '/api/settings/maps/', { headers: authorised({ 'content-type': 'multipart/form-data' }), body: 'abc' });
    expectClientError(answer, 400, 'bad_request');
  });

  it('a multipart upload cut short answers 400 and stores nothing', async () => {
    const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="CUT.000"\r\nContent-Type: application/octet-stream\r\n\r\n00100 part';
    const answer = await rawRequest(server, 'POST', '/api/settings/maps/', { headers: authorised({ 'content-type': 'multipart/form-data; boundary=b' }), body });
    expectClientError(answer, 400, 'bad_request');
    const list = await rawRequest(server, 'GET', '/api/settings/maps/', { headers: authorised() });
    expect(jsonOf(list)).toEqual({ files: [{ name: 'RANGE.000', url: '/media/maps/RANGE.000', latest_update: 0 }] });
  });

  it('an unsatisfiable Range on /media/maps/ answers 416', async () => {
    const answer = await rawRequest(server, 'GET', '/media/maps/RANGE.000', { headers: authorised({ range: 'bytes=999999999-' }) });
    expectClientError(answer, 416, 'range_not_satisfiable');
  });

  it('an over-long URL parameter answers 414', async () => {
    const answer = await rawRequest(server, 'GET', `/api/trains/trains/${'1'.repeat(300)}/`, { headers: authorised() });
    expectClientError(answer, 414, 'uri_too_long');
  });

  it('headers over the size limit answer 431', async () => {
    const answer = parseRawAnswer(await rawExchange(server, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer).toMatchObject({ status: 431, body: { code: 'headers_too_large' } });
  });

  it('a request line over the size limit answers 414', async () => {
    const answer = parseRawAnswer(await rawExchange(server, `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`));
    expect(answer).toMatchObject({ status: 414, body: { code: 'uri_too_long' } });
  });

  it('none of them was logged as an error', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(errorLines()).toEqual([]);
  });
});
