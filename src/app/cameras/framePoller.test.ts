import { describe, expect, it } from 'vitest';
import { FRAME_RETRY_MS, FramePoller, MIN_FRAME_INTERVAL_MS, type FrameAnswer } from './framePoller';

function harness(answers: (FrameAnswer | Error)[]) {
  const urls: string[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const log: string[] = [];
  const poller = new FramePoller(
    '/camera/?ip=a&port=1&username=&password=',
    { frame: (image) => log.push(`frame ${image.size}`), failed: () => log.push('failed') },
    {
      fetchFrame: async (url) => {
        urls.push(url);
        const next = answers.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no more');
        return next;
      },
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => undefined,
      now: () => 0,
    },
  );
  const step = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    timers.shift()?.fn();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { poller, urls, timers, log, step };
}

const frame = (seq: number, size: number): FrameAnswer => ({ ok: true, status: 200, seq, image: new Blob([new Uint8Array(size)]) });

describe('FramePoller', () => {
  it('asks for the frame after the last one it got, one request at a time', async () => {
    const { poller, urls, timers, log, step } = harness([frame(4, 10), frame(5, 11), frame(7, 12)]);
    poller.start();
    await step();
    await step();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls).toEqual([
      '/camera/?ip=a&port=1&username=&password=&frame=0',
      '/camera/?ip=a&port=1&username=&password=&frame=4',
      '/camera/?ip=a&port=1&username=&password=&frame=5',
    ]);
    expect(log).toEqual(['frame 10', 'frame 11', 'frame 12']);
    expect(timers.map((t) => t.ms)).toEqual([MIN_FRAME_INTERVAL_MS]);
    poller.stop();
  });

  it('reports a failed frame, tries again after a pause, and goes on from the last good frame', async () => {
    const { poller, urls, timers, log, step } = harness([frame(2, 1), { ok: false, status: 502, seq: 0, image: null }, new Error('offline'), frame(9, 3)]);
    poller.start();
    await step();
    expect(timers.map((t) => t.ms)).toEqual([FRAME_RETRY_MS]);
    await step();
    await step();
    expect(log).toEqual(['frame 1', 'failed', 'failed', 'frame 3']);
    expect(urls.at(-1)).toMatch(/&frame=2$/);
    poller.stop();
  });

  it('stops asking when stopped', async () => {
    const { poller, urls, timers, step } = harness([frame(1, 1), frame(2, 1)]);
    poller.start();
    poller.stop();
    await step();
    expect(urls).toHaveLength(1);
    expect(timers).toHaveLength(0);
  });
});
