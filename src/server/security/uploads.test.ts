// Finding 4 (and the too-many-files message of 10): uploads stream to a
// temporary file within the size limit; a file part beyond what the route
// accepts is refused as soon as it starts, before its bytes are buffered.
import http from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const BOUNDARY = 'traxis-upload-test';
const partHead = (name: string): string =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x30);

interface StreamedUpload {
  status: number;
  body: { code?: string; message?: string };
  /** Bytes the client had written when the answer arrived. */
  sentWhenAnsweredBytes: number;
}

/**
 * Uploads `parts` file parts of `partBytes` each, generated as they are
 * sent (the client holds 64 KB at a time), and stops sending once the
 * server has answered. With `pauseAfterBytes` the client stops sending
 * there and waits for the answer without ending the request.
 */
function streamUpload(path: string, parts: number, partBytes: number, pauseAfterBytes = Infinity): Promise<StreamedUpload> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      (response) => {
        answered = true;
        const sentWhenAnsweredBytes = sentBytes;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as StreamedUpload['body'], sentWhenAnsweredBytes });
          request.destroy();
        });
      },
    );
    // Writes after the server answered and closed may fail: what matters has arrived.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pieces = function* (): Generator<Buffer> {
      for (let part = 0; part < parts; part += 1) {
        yield Buffer.from(part === 0 ? partHead(`CELL${part}.000`) : `\r\n${partHead(`CELL${part}.000`)}`);
        for (let written = 0; written < partBytes; written += CHUNK.length) yield CHUNK.subarray(0, Math.min(CHUNK.length, partBytes - written));
      }
      yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    };
    const source = pieces();
    const pump = (): void => {
      while (!answered && sentBytes < pauseAfterBytes) {
        const next = source.next();
        if (next.done) {
          request.end();
          return;
        }
        sentBytes += next.value.length;
        if (!request.write(next.value)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

const tempFiles = (): string[] => readdirSync(join(server.dataDir, 'maps')).filter((name) => name.startsWith('.upload-'));

describe('map upload', () => {
  it('refuses a second file part as soon as it starts, before the client has sent it', async () => {
    const firstPartBytes = 2 * MB;
    // Send the first part whole and the start of the second, then wait.
    const pauseAt = partHead('CELL0.000').length + firstPartBytes + 64 * 1024 + 512;
    const result = await streamUpload('/api/settings/maps/', 3, firstPartBytes, pauseAt);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'bad_request', message: 'Wyślij jeden plik mapy naraz' });
    expect(result.sentWhenAnsweredBytes).toBeLessThanOrEqual(pauseAt + CHUNK.length);
    expect((await call(server, 'GET', '/api/settings/maps/', { token })).body).toEqual({ files: [] });
    expect(tempFiles()).toEqual([]);
  }, 30_000);

  it('three 40 MB parts do not raise the server memory by their size', async () => {
    const baseline = process.memoryUsage().arrayBuffers;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
    }, 5);
    try {
      const result = await streamUpload('/api/settings/maps/', 3, 40 * MB);
      expect(result.status).toBe(400);
      expect(result.sentWhenAnsweredBytes).toBeLessThan(2 * 40 * MB);
    } finally {
      clearInterval(sampler);
    }
    // The old reader held every part in memory (120 MB and more); streamed, what
    // remains is garbage not yet collected (about 30 MB here).
    expect((peak - baseline) / MB).toBeLessThan(64);
    expect(tempFiles()).toEqual([]);
  }, 60_000);
});

describe('symbol upload', () => {
  it('refuses more files than allowed with a message about the number of files', async () => {
    const data = new FormData();
    for (let i = 0; i < 51; i += 1) data.append('file', new Blob([`<svg xmlns="http://www.w3.org/2000/svg"/>`]), `S${i}.svg`);
    const result = await call<{ message: string }>(server, 'POST', '/api/settings/symbols/', { token, body: data });
    expect(result.status).toBe(400);
    expect(result.body.message).not.toContain('za duży');
    expect(result.body.message).toContain('Za dużo plików');
    expect((await call(server, 'GET', '/api/settings/symbols/', { token })).body).toEqual({ files: [] });
  });

  it('stores up to the limit', async () => {
    const data = new FormData();
    for (let i = 0; i < 3; i += 1) data.append('file', new Blob([`<svg xmlns="http://www.w3.org/2000/svg"/>`]), `S${i}.svg`);
    expect((await call(server, 'POST', '/api/settings/symbols/', { token, body: data })).status).toBe(201);
  });
});
