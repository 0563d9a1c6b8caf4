// The main thread's side of the symbol worker: requests answered in any
// order reach their callers; a failure is null, an unreadable symbol the
// placeholder's mark.
import { describe, expect, it } from 'vitest';
import { SymbolWorkerClient } from './symbolWorkerClient';
import type { SymbolWorkerReply, SymbolWorkerRequest } from './symbolWorkerProtocol';

function fakePort() {
  const sent: SymbolWorkerRequest[] = [];
  const port = {
    onmessage: null as ((event: MessageEvent<SymbolWorkerReply>) => void) | null,
    postMessage: (message: SymbolWorkerRequest) => void sent.push(message),
    reply: (message: SymbolWorkerReply) => port.onmessage?.({ data: message } as MessageEvent<SymbolWorkerReply>),
  };
  return { port, sent };
}

describe('symbol worker client', () => {
  it('routes replies to their requests, in any order', async () => {
    const { port, sent } = fakePort();
    const client = new SymbolWorkerClient(port);
    const a = client.fetch('BOYLAT13', 32, 'tok');
    const b = client.fetch('LIGHTS11', 32, null);
    const c = client.fetch('BROKEN', 32, 'tok');
    expect(sent.map((r) => [r.name, r.sizePx, r.token])).toEqual([
      ['BOYLAT13', 32, 'tok'],
      ['LIGHTS11', 32, null],
      ['BROKEN', 32, 'tok'],
    ]);
    const bitmap = { close: () => undefined } as unknown as ImageBitmap;
    port.reply({ id: sent[2]!.id, result: 'unreadable' });
    port.reply({ id: sent[1]!.id, result: 'failed' });
    port.reply({ id: sent[0]!.id, result: 'bitmap', bitmap });
    await expect(a).resolves.toBe(bitmap);
    await expect(b).resolves.toBeNull();
    await expect(c).resolves.toBe('unreadable');
  });

  it('closes a bitmap nobody waits for', () => {
    const { port } = fakePort();
    new SymbolWorkerClient(port);
    let closed = 0;
    port.reply({ id: 99, result: 'bitmap', bitmap: { close: () => void (closed += 1) } as unknown as ImageBitmap });
    expect(closed).toBe(1);
  });
});
