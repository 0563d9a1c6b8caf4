// A process that ingests built-in traffic in real time into the history
// (the server's recorder and worker thread), printing `heard <ms>` every
// 100 ms with the time of the newest report it has handed the recorder —
// for the test that kills it with SIGKILL (history/killDuringIngest.test.ts).
// Argument: the history storage as JSON.
import type { HistoryStorage } from '../history/historyRequests';
import { HistoryService } from '../history/historyService';
import { SimulatedIngest } from '../history/simulatedIngest';

const storage = JSON.parse(process.argv[2] ?? '{}') as HistoryStorage;
const ingest = new SimulatedIngest({ vessels: 2000, seed: 5, startMs: Date.now() });
const service = new HistoryService({
  storage,
  log: { error: (m) => console.error(m), warn: (m) => console.error(m), info: () => undefined },
  now: () => ingest.nowMs,
});
service.start(ingest.tracker);
ingest.begin();
await service.flush();
console.log('ready');
setInterval(() => {
  while (ingest.nowMs + 200 <= Date.now()) ingest.step();
  console.log(`heard ${ingest.nowMs}`);
}, 100);
