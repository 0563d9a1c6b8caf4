import { describe, expect, it } from 'vitest';
import { RADAR_REBUILD_MIN_INTERVAL_MS, RadarPipeline, type RadarRequest } from './radarPipeline';

function harness() {
  let nowMs = 0;
  const timers: { at: number; fn: () => void }[] = [];
  const posted: [number, number][] = [];
  const started: number[] = [];
  const pending: ((v: Float32Array) => void)[] = [];
  const pipeline = new RadarPipeline({
    now: () => nowMs,
    setTimer: (fn, ms) => {
      const t = { at: nowMs + ms, fn };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => timers.splice(timers.indexOf(t as (typeof timers)[number]), 1),
    post: (id, echoes) => posted.push([id, echoes.length]),
    build: (request, build) => {
      started.push(request.id * 100 + build);
      return new Promise((resolve) => pending.push(resolve));
    },
  });
  const finish = async (n = 3) => {
    pending.shift()?.(new Float32Array(n));
    await new Promise((r) => setTimeout(r, 0));
  };
  const advance = (ms: number) => {
    nowMs += ms;
    for (const t of timers.filter((t) => t.at <= nowMs)) {
      timers.splice(timers.indexOf(t), 1);
      t.fn();
    }
  };
  return { pipeline, posted, started, finish, advance };
}

const request = (id: number): RadarRequest => ({ id, view: { centre: { latDeg: 54.5, lonDeg: 18.6 }, rangeNm: 6 }, origin: { latDeg: 54.53, lonDeg: 18.54 }, token: null });

describe('radar echo builds', () => {
  it('builds at once for a new view, then at most once a second for fleet changes', async () => {
    const h = harness();
    h.pipeline.tableChanged(); // off: nothing
    expect(h.started).toEqual([]);
    h.pipeline.set(request(1));
    expect(h.started).toEqual([101]);
    h.pipeline.tableChanged();
    h.pipeline.tableChanged();
    await h.finish();
    expect(h.posted).toEqual([[1, 3]]);
    expect(h.started).toHaveLength(1); // waits for the interval
    h.advance(RADAR_REBUILD_MIN_INTERVAL_MS);
    expect(h.started).toEqual([101, 102]);
  });

  it('runs a new view as soon as the build in flight is done, and posts nothing once off', async () => {
    const h = harness();
    h.pipeline.set(request(1));
    h.pipeline.set(request(2));
    expect(h.started).toEqual([101]);
    await h.finish();
    expect(h.started).toEqual([101, 202]); // urgent: no interval wait
    expect(h.posted).toEqual([[1, 3]]); // the older view's echoes still count
    h.pipeline.set(null);
    await h.finish();
    expect(h.posted).toEqual([[1, 3]]);
    h.pipeline.tableChanged();
    h.advance(5000);
    expect(h.started).toHaveLength(2);
  });
});
