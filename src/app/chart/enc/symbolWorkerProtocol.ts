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
