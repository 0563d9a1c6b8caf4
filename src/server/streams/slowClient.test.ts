// A real WebSocket client that stops reading: the server keeps at most one
// message in flight and one pending batch for it, however much is published.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { StreamChannel } from './channel';

describe('a client that stops reading', () => {
  it('gets only the newest batch later, and the server does not buffer without bound', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.on('listening', resolve));
    const channel = new StreamChannel<{ id: number; blob: string }>({ field: 'trains', mode: 'replace', snapshot: () => [] });
    const serverSide = new Promise<WebSocket>((resolve) => server.on('connection', resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    await new Promise((resolve) => client.on('open', resolve));
    const socket = await serverSide;
    channel.add(socket);

    // The client stops reading: its TCP window fills up.
    (client as unknown as { _socket: { pause(): void } })._socket.pause();
    const blob = 'x'.repeat(64 * 1024);
    let maxBufferedBytes = 0;
    for (let i = 0; i < 2000; i += 1) {
      channel.publish([{ id: i, blob }]);
      maxBufferedBytes = Math.max(maxBufferedBytes, socket.bufferedAmount);
      if (i % 100 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    // 2000 batches of 64 KiB were published (128 MiB); only a few left the channel.
    expect(channel.stats.messagesSent).toBeLessThan(100);
    expect(channel.stats.batchesReplaced).toBeGreaterThan(1900);
    expect(maxBufferedBytes).toBeLessThan(8 * 1024 * 1024);

    // When it reads again, the last thing it gets is the newest batch.
    const received: string[] = [];
    client.on('message', (data) => received.push(data.toString()));
    (client as unknown as { _socket: { resume(): void } })._socket.resume();
    await expect.poll(() => received.at(-1)?.includes('"id":1999') ?? false, { timeout: 5000 }).toBe(true);
    client.close();
    await new Promise((resolve) => server.close(resolve));
  }, 20_000);
});
