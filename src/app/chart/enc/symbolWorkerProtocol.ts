// Messages between the main thread and the symbol worker (symbolWorker.ts).

export interface SymbolWorkerRequest {
  id: number;
  name: string;
  sizePx: number;
  token: string | null;
}

/** 'failed': no symbol (network or HTTP error); 'unreadable': the server or the decoder could not read it. */
export type SymbolWorkerReply = { id: number; result: 'bitmap'; bitmap: ImageBitmap } | { id: number; result: 'failed' | 'unreadable' };

/** What the atlas draws: the decoded symbol, or the mark of one that cannot be read (the error placeholder). */
export type SymbolImage = ImageBitmap | 'unreadable';

/** The main thread's side: one request per symbol, answered in any order. */
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
