// Bootstrap of the history's worker thread: loads its TypeScript through
// tsx's loader (the server itself runs with `--import tsx`).
import { register } from 'tsx/esm/api';

register();
await import('./historyThread.worker.ts');
