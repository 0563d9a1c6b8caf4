import { describe, expect, it } from 'vitest';
import type { LineBuffers } from '../../chart/layers/line/lineProgram';
import { TrailsPipeline, type TrailsRequest } from './trailsPipeline';

const request = (id: number): TrailsRequest => ({ id, fromMs: 0, toMs: 600_000, token: 't', rgba: [1, 2, 3, 255] });
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

describe('trails pipeline (vessel worker)', () => {
  it('fetches the window signed in, builds around the layer area, and posts only the newest request', async () => {
    const urls: string[] = [];
    const auth: (string | undefined)[] = [];
    const posted: [number, LineBuffers | null][] = [];
    const answers: (() => void)[] = [];
    const trails = new TrailsPipeline({
      fetch: (url, init) => {
        urls.push(url);
        auth.push(init.headers.Authorization);
        return new Promise((resolve) => answers.push(() => resolve({ ok: true, status: 200, json: () => Promise.resolve({ tracks: [] }) })));
      },
      build: () => Promise.resolve(null),
      view: () => ({ origin: { latDeg: 54, lonDeg: 18 }, area: null }),
      post: (id, buffers) => posted.push([id, buffers]),
      error: () => undefined,
    });
    trails.set(request(1));
    trails.set(request(2));
    trails.set(request(3));
    expect(urls).toEqual(['/api/history/tracks/?from=1970-01-01T00%3A00%3A00.000Z&to=1970-01-01T00%3A10%3A00.000Z']);
    expect(auth).toEqual(['Bearer t']);
    answers[0]?.();
    await flush();
    // Request 1's answer is not posted (3 is newer); 3 is fetched next, 2 never.
    expect(posted).toEqual([]);
    expect(urls).toHaveLength(2);
    answers[1]?.();
    await flush();
    expect(posted).toEqual([[3, null]]);
  });
});
