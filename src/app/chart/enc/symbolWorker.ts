// The symbol worker: fetches a chart symbol as the PNG the server renders
// and decodes it into an ImageBitmap, transferred to the main thread, which
// only draws it into the atlas. In the main thread the fetches and their
// bodies cost about a fifth of its JavaScript while a cell attaches (a
// cell's symbol layers ask for dozens of symbols at once).
import { chartSymbolPngPath } from '../../../protocol/chart';
import type { SymbolWorkerReply, SymbolWorkerRequest } from './symbolWorkerProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SymbolWorkerRequest>) => void) | null;
  postMessage(message: SymbolWorkerReply, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

/** The HTTP status the server answers for a symbol it cannot read. */
const UNREADABLE_STATUS = 422;

async function fetchBitmap(req: SymbolWorkerRequest): Promise<SymbolWorkerReply> {
  const { id } = req;
  let res: Response;
  try {
    res = await fetch(chartSymbolPngPath(req.name, req.sizePx), { headers: req.token ? { Authorization: `Bearer ${req.token}` } : {} });
  } catch {
    return { id, result: 'failed' };
  }
  if (res.status === UNREADABLE_STATUS) return { id, result: 'unreadable' };
  if (!res.ok) return { id, result: 'failed' };
  try {
    return { id, result: 'bitmap', bitmap: await createImageBitmap(await res.blob()) };
  } catch {
    // A body that is not a PNG (or cut short): the error placeholder.
    return { id, result: 'unreadable' };
  }
}

scope.onmessage = (event) => {
  void fetchBitmap(event.data).then((reply) => scope.postMessage(reply, reply.result === 'bitmap' ? [reply.bitmap] : []));
};
