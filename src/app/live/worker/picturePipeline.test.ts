// The replay's pictures in the vessel worker: fetched signed in, the
// vessels kept for the one picture shown next, the main thread answered
// without them.
import { describe, expect, it } from 'vitest';
import type { HistoryPicture } from '../../../protocol/history';
import { testVessel } from '../testVessel';
import { PicturePipeline, type PictureAnswer } from './picturePipeline';

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const body = (...ids: number[]): HistoryPicture => ({ at: 'then', vessels: ids.map((id) => testVessel(id)), atons: [], stations: [{ id: 3 } as never], warnings: [], alerts: [] });

function harness() {
  const urls: string[] = [];
  const auth: (string | undefined)[] = [];
  const answers: ((r: { ok: boolean; status: number; json(): Promise<unknown> }) => void)[] = [];
  const posted: PictureAnswer[] = [];
  const pictures = new PicturePipeline({
    fetch: (url, init) => {
      urls.push(url);
      auth.push(init.headers.Authorization);
      return new Promise((resolve) => answers.push(resolve));
    },
    post: (answer) => posted.push(answer),
  });
  const answer = async (i: number, picture: HistoryPicture) => {
    answers[i]?.({ ok: true, status: 200, json: () => Promise.resolve(picture) });
    await flush();
  };
  return { pictures, urls, auth, answers, posted, answer };
}

describe('picture pipeline (vessel worker)', () => {
  it('fetches the picture signed in, answers without its vessels and keeps them for one showing', async () => {
    const h = harness();
    void h.pictures.fetch({ id: 1, atMs: 0, token: 't' });
    expect(h.urls).toEqual(['/api/history/picture/?at=1970-01-01T00%3A00%3A00.000Z']);
    expect(h.auth).toEqual(['Bearer t']);
    await h.answer(0, body(5, 6));
    expect(h.posted).toEqual([{ id: 1, picture: { id: 1, at: 'then', json: { atons: '[]', stations: '[{"id":3}]', warnings: '[]', alerts: '[]' } } }]);
    expect(h.pictures.take(2)).toBeNull();
    expect(h.pictures.take(1)?.map((v) => v.id)).toEqual([5, 6]);
    expect(h.pictures.take(1)).toBeNull();
  });

  it('keeps only the newest picture, none asked for before the replay ended, and says why there is none', async () => {
    const h = harness();
    void h.pictures.fetch({ id: 1, atMs: 0, token: null });
    void h.pictures.fetch({ id: 2, atMs: 1000, token: null });
    expect(h.auth).toEqual([undefined, undefined]);
    await h.answer(1, body(7));
    await h.answer(0, body(5));
    // Picture 1 came after 2: answered, but 2's vessels stay the kept ones.
    expect(h.posted.map((a) => a.id)).toEqual([2, 1]);
    expect(h.pictures.take(1)).toBeNull();
    expect(h.pictures.take(2)?.map((v) => v.id)).toEqual([7]);
    void h.pictures.fetch({ id: 3, atMs: 0, token: null });
    h.pictures.drop();
    await h.answer(2, body(8));
    expect(h.pictures.take(3)).toBeNull();
    void h.pictures.fetch({ id: 4, atMs: 0, token: 'old' });
    h.answers[3]?.({ ok: false, status: 401, json: () => Promise.resolve({}) });
    await flush();
    expect(h.posted.at(-1)).toEqual({ id: 4, failure: { status: 401, message: 'picture: HTTP 401' } });
  });
});
