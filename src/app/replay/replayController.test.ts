import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryRange } from '../../protocol/history';
import type { WorkerPicture } from '../live/worker/picturePipeline';
import { REPLAY_FETCH_MIN_MS, REPLAY_PICTURE_STEP_MS } from './replayClock';
import { ReplayController, REPLAY_TICK_MS } from './replayController';
import { replayState, seekReplay, setReplayPlaying, setReplaySpeed } from './replayState';

const FROM = 1_000_000_000;
const TO = FROM + 3_600_000;
const range: HistoryRange = { from: new Date(FROM).toISOString(), to: new Date(TO).toISOString(), days: 30, recording: true, error: null, alerts: [{ t: FROM + 60_000, id: 7, kind: 'conflict' }], alerts_truncated: false };
const picture = (atMs: number): WorkerPicture => ({ id: atMs, at: new Date(atMs).toISOString(), json: { atons: '[]', stations: '[]', warnings: '[]', alerts: '[]' } });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness() {
  let nowMs = TO + 5_000;
  const asked: number[] = [];
  const shown: string[] = [];
  let lives = 0;
  const controller = new ReplayController({
    range: () => Promise.resolve(range),
    picture: (atMs) => {
      asked.push(atMs);
      return Promise.resolve(picture(atMs));
    },
    show: (p) => shown.push(p.at),
    live: () => (lives += 1),
    now: () => nowMs,
    setInterval: () => 1,
    clearInterval: () => undefined,
  });
  return { controller, asked, shown, lives: () => lives, advance: (ms: number) => (nowMs += ms) };
}

describe('replay controller', () => {
  beforeEach(() => {
    setReplaySpeed(1);
    setReplayPlaying(false);
  });

  it('opens at the newest kept moment with the marks, shows its picture, and hands back to live on close', async () => {
    const h = harness();
    await h.controller.open();
    await flush();
    expect(replayState).toMatchObject({ active: true, atMs: TO, fromMs: FROM, toMs: TO, playing: false });
    expect(replayState.marks).toEqual(range.alerts);
    expect(h.shown.at(-1)).toBe(new Date(TO).toISOString());
    expect(replayState.pictureAtMs).toBe(TO);
    h.controller.close();
    expect(replayState.active).toBe(false);
    expect(h.lives()).toBe(1);
  });

  it('a jump fetches at once; playing at 60x moves the moment and fetches at most once a second', async () => {
    const h = harness();
    await h.controller.open();
    await flush();
    seekReplay(FROM + 60_000);
    h.controller.tick();
    await flush();
    expect(h.asked.at(-1)).toBe(FROM + 60_000);
    setReplaySpeed(60);
    setReplayPlaying(true);
    const before = h.asked.length;
    const ticks = Math.round(1000 / REPLAY_TICK_MS);
    for (let i = 0; i < ticks; i += 1) {
      h.advance(REPLAY_TICK_MS);
      h.controller.tick();
      await flush();
    }
    // One second of real time at 60x: a minute replayed, one picture (five replayed seconds a step, one fetch a second).
    expect(replayState.atMs).toBe(FROM + 120_000);
    expect(h.asked.length - before).toBeLessThanOrEqual(Math.ceil((ticks * REPLAY_TICK_MS) / REPLAY_FETCH_MIN_MS) + 1);
    expect(h.asked.at(-1)! - (FROM + 60_000)).toBeGreaterThanOrEqual(REPLAY_PICTURE_STEP_MS);
    // Playing stops at the range's end.
    seekReplay(TO - 1_000);
    h.advance(REPLAY_TICK_MS);
    h.controller.tick();
    expect(replayState).toMatchObject({ atMs: TO, playing: false });
    h.controller.close();
  });

  it("fetches the operator's jump at once, without waiting for the clock's tick", async () => {
    const h = harness();
    await h.controller.open();
    await flush();
    h.advance(100);
    h.controller.seek(FROM + 600_000);
    expect(h.asked.at(-1)).toBe(FROM + 600_000);
    await flush();
    expect(h.shown.at(-1)).toBe(new Date(FROM + 600_000).toISOString());
    // Closed: a seek does nothing.
    h.controller.close();
    h.controller.seek(FROM);
    expect(h.asked.at(-1)).toBe(FROM + 600_000);
  });

  it('a picture that arrives after closing is not shown', async () => {
    const h = harness();
    const open = h.controller.open();
    h.controller.close();
    await open;
    await flush();
    expect(h.shown).toEqual([]);
  });
});
