// The main thread's side of the symbol worker (symbolWorker.ts): one
// request per symbol, answered in any order.
import type { SymbolImage, SymbolWorkerReply, SymbolWorkerRequest } from './symbolWorkerProtocol';

export class SymbolWorkerClient {
  private nextId = 1;
  private readonly waiting = new Map<number, (image: SymbolImage | null) => void>();

  constructor(private readonly port: { postMessage(message: SymbolWorkerRequest): void; onmessage: ((event: MessageEvent<SymbolWorkerReply>) => void) | null }) {
    port.onmessage = (event) => {
      const reply = event.data;
      const resolve = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      const image = reply.result === 'bitmap' ? reply.bitmap : reply.result === 'unreadable' ? 'unreadable' : null;
      if (resolve) resolve(image);
      else if (reply.result === 'bitmap') reply.bitmap.close();
    };
  }

  /** The symbol's image, 'unreadable', or null when the fetch failed. */
  fetch(name: string, sizePx: number, token: string | null): Promise<SymbolImage | null> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.port.postMessage({ id, name, sizePx, token });
    });
  }
}
