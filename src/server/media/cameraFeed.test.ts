// The shared camera feed with a scripted upstream: one upstream for every
// client, frames newer than the one asked after, idle stop, failures.
import { PassThrough } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { CameraFeed, type FrameSink } from './cameraFeed';

function scripted() {
  const sinks: FrameSink[] = [];
  let stops = 0;
  const feed = new CameraFeed((sink) => {
    sinks.push(sink);
    return { stop: () => (stops += 1) };
  }, 1_000);
  return { feed, sinks, stops: () => stops, send: (text: string) => sinks.at(-1)?.frame(Buffer.from(text)) };
}

/** A writable stand-in for an HTTP response that records what was written. */
function response(): ServerResponse & { text: () => string } {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)));
  return Object.assign(stream, {
    writeHead: () => stream,
    text: () => Buffer.concat(chunks).toString(),
  }) as unknown as ServerResponse & { text: () => string };
}

describe('CameraFeed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts one upstream for all clients and answers the first frame newer than asked', async () => {
    const { feed, sinks, send } = scripted();
    const a = feed.nextFrame(0, 5_000);
    const b = feed.nextFrame(0, 5_000);
    expect(sinks).toHaveLength(1);
    send('f1');
    expect((await a).seq).toBe(1);
    expect((await b).jpeg.toString()).toBe('f1');
    expect((await feed.nextFrame(0, 5_000)).seq).toBe(1);
    const c = feed.nextFrame(1, 5_000);
    send('f2');
    expect((await c).jpeg.toString()).toBe('f2');
    expect(sinks).toHaveLength(1);
  });

  it('streams to viewers from the first frame on, every frame after', async () => {
    const { feed, send } = scripted();
    const viewer = response();
    const added = feed.addViewer(viewer, 5_000);
    send('f1');
    send('f2');
    await added;
    send('f3');
    expect(viewer.text()).toContain('f1');
    expect(viewer.text()).toContain('f2');
    expect(viewer.text()).toContain('f3');
    expect(feed.viewerCount).toBe(1);
  });

  it('stops the upstream when nobody asked for a frame within the idle time, and starts again on demand', async () => {
    const { feed, sinks, stops, send } = scripted();
    const first = feed.nextFrame(0, 5_000);
    send('f1');
    await first;
    vi.advanceTimersByTime(900);
    await feed.nextFrame(0, 5_000);
    vi.advanceTimersByTime(900);
    expect(stops()).toBe(0);
    vi.advanceTimersByTime(200);
    expect(stops()).toBe(1);
    expect(feed.running).toBe(false);
    const again = feed.nextFrame(1, 5_000);
    expect(sinks).toHaveLength(2);
    send('f2');
    expect((await again).seq).toBe(2);
  });

  it('rejects waiting clients with the upstream error, then retries on the next request', async () => {
    const { feed, sinks } = scripted();
    const waiting = feed.nextFrame(0, 5_000);
    sinks[0]?.end(new HttpError(502, 'Nie można połączyć się z kamerą'));
    await expect(waiting).rejects.toMatchObject({ statusCode: 502 });
    void feed.nextFrame(0, 5_000).catch(() => undefined);
    expect(sinks).toHaveLength(2);
  });

  it('answers 504 when no frame came within the wait, the latest frame when there is one', async () => {
    const { feed, send } = scripted();
    const none = feed.nextFrame(0, 2_000);
    vi.advanceTimersByTime(2_000);
    await expect(none).rejects.toMatchObject({ statusCode: 504 });
    const first = feed.nextFrame(0, 2_000);
    send('f1');
    await first;
    const stale = feed.nextFrame(1, 2_000);
    vi.advanceTimersByTime(2_000);
    expect((await stale).seq).toBe(1);
  });
});
