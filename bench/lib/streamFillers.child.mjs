// A child process holding the vessel-stream clients that only receive (the
// load), so that the measuring clients' process stamps its messages without
// waiting for these clients' traffic in its own event loop (on a deployment
// every console is a process of its own). Driven over IPC by
// `openStreamLoad` (streamClients.mjs): 'open', 'resetGaps', 'report', 'close'.
import { openStreamClients } from './streamClients.mjs';

let clients = null;

const report = () => ({
  reconnects: clients?.state.reconnects ?? 0,
  clients: (clients?.clients ?? []).map(({ longestGapMs, reconnects, lastBeforeCloseAt, closedAt, openMs, firstMessageMs }) => ({
    longestGapMs,
    reconnects,
    lastBeforeCloseAt,
    closedAt,
    openMs,
    firstMessageMs,
  })),
});

process.on('message', (message) => {
  switch (message.type) {
    case 'open':
      clients = openStreamClients({ url: message.url, cookie: message.cookie, count: message.count, measuring: 0, vessels: message.vessels });
      break;
    case 'resetGaps':
      clients?.resetGaps();
      break;
    case 'report':
      process.send({ type: 'report', id: message.id, ...report() });
      break;
    case 'close':
      clients?.close();
      process.disconnect();
      break;
  }
});
