// A worker thread's fallback: a worker that cannot start hands every request
// to the in-process path, and one that dies hands its waiting requests to
// `lost` and the later ones to the in-process path.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WorkerThread } from './workerThread';

const dir = mkdtempSync(join(tmpdir(), 'traxis-worker-'));
const script = (name: string, body: string): URL => {
  const path = join(dir, name);
  writeFileSync(path, body);
  return pathToFileURL(path);
};

describe('WorkerThread', () => {
  it('answers through the worker; when its module cannot load, the request it held goes to `lost`, later ones in-process', async () => {
    const echo = script('echo.mjs', "import { parentPort } from 'node:worker_threads'; parentPort.on('message', ({ id, request }) => parentPort.postMessage(request < 0 ? { id, error: 'negative' } : { id, answer: request * 2 }));");
    const thread = new WorkerThread<number, number>({ url: echo, inProcess: async (n) => n * 3, lost: async () => -1 });
    expect(await thread.request(21)).toBe(42);
    await expect(thread.request(-1)).rejects.toThrow('negative');
    expect(thread.stats).toEqual({ inWorker: 1, inProcess: 0 });
    await thread.close();
    const reasons: string[] = [];
    const missing = new WorkerThread<number, number>({ url: pathToFileURL(join(dir, 'missing.mjs')), inProcess: async (n) => n * 3, lost: async () => -1, onFallback: (r) => reasons.push(r) });
    // The module fails to load after the worker was made: the first request was already with it.
    expect(await missing.request(2)).toBe(-1);
    expect(await missing.request(3)).toBe(9);
    expect(missing.stats).toEqual({ inWorker: 0, inProcess: 1 });
    expect(reasons).toHaveLength(1);
    await missing.close();
  });

  it('hands the requests a dying worker held to `lost`, later ones in-process, and says why once', async () => {
    const dying = script('dying.mjs', "import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => process.exit(3));");
    const reasons: string[] = [];
    const thread = new WorkerThread<number, number>({
      url: dying,
      inProcess: async (n) => n + 100,
      lost: (n, reason) => (n === 1 ? Promise.resolve(-n) : Promise.reject(new Error(reason))),
      onFallback: (reason) => reasons.push(reason),
    });
    const [a, b] = await Promise.allSettled([thread.request(1), thread.request(2)]);
    expect(a).toEqual({ status: 'fulfilled', value: -1 });
    expect(b.status).toBe('rejected');
    expect(await thread.request(5)).toBe(105);
    expect(reasons).toEqual(['worker exited with code 3']);
    await thread.close();
  });
});
