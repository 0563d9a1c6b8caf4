// Worker thread of the history: compacts and writes the recorder's batches
// and answers the reads (SQLite's synchronous calls and PostgreSQL's result
// parsing never block the server's event loop, so history writing never
// delays the live streams). On Linux the thread names itself
// 'traxis-history' (top -H, the benchmarks' per-thread CPU).
import { writeFileSync } from 'node:fs';
import { serveAsyncRequests } from '../threads/serveRequests';
import { historyRequestHandler, type ThreadAnswer, type ThreadRequest } from './historyRequests';

export const HISTORY_THREAD_NAME = 'traxis-history';

try {
  writeFileSync('/proc/thread-self/comm', HISTORY_THREAD_NAME);
} catch {
  // Not Linux: the thread keeps its name.
}

const handle = historyRequestHandler();

serveAsyncRequests(async (request: ThreadRequest) => ({ answer: (await handle(request)) satisfies ThreadAnswer }));
