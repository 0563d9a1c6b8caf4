// Worker thread of the history: compacts and writes the recorder's batches
// and answers the reads (SQLite's synchronous calls and PostgreSQL's result
// parsing never block the server's event loop, so history writing never
// delays the live streams).
import { serveAsyncRequests } from '../threads/serveRequests';
import { historyRequestHandler, type ThreadAnswer, type ThreadRequest } from './historyRequests';

const handle = historyRequestHandler();

serveAsyncRequests(async (request: ThreadRequest) => ({ answer: (await handle(request)) satisfies ThreadAnswer }));
