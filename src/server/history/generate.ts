// The history generator (`npm run history:generate -- --hours 24 --vessels
// 2000`): writes a simulated past into a data folder's history through the
// real ingest path at accelerated time — the built-in traffic (with the
// alerts' demo situations) encoded as AIS, decoded by the pipeline, merged
// by the tracker, heard by the recorder and written by the history engine,
// all on a simulated clock that ends now; the weather stations, navigation
// warnings and atons (the data folder's, prepared as a server start
// prepares them) as their streams publish them; and the conflict and
// integrity alerts of an alert book evaluated on the same clock (kept in
// memory: the station's alerts list never holds them). For benchmarks, e2e
// tests and demonstrations.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { AlertBook } from '../alerts/alertBook';
import { AlertMonitor } from '../alerts/alertMonitor';
import { ConflictEvaluator } from '../alerts/conflictEvaluator';
import { VtsSettingsService } from '../alerts/vtsSettings';
import { readConfig } from '../config';
import { HISTORY_FILE_NAME } from '../db/history/sqliteHistory';
import { openStore } from '../db/open';
import { seedDemoData } from '../db/seed';
import { StationSimulator } from '../live/stations';
import { builtInWarnings } from '../live/warnings';
import { recordingAlertStore } from './alertRecording';
import { HistoryEngine } from './historyEngine';
import { openBackend } from './historyRequests';
import { memoryAlertStore } from './memoryAlerts';
import { HistoryRecorder } from './recorder';
import { SimulatedIngest } from './simulatedIngest';

const USAGE = `npm run history:generate -- [--hours 24] [--vessels 2000] [--data ./data] [--seed 1] [--end <ISO time, default now>]
  [--spread 0] [--no-demo] [--alerts-every 10 (simulated seconds; 0: no alerts)] [--flush-every 5 (simulated seconds)]
The history goes where the server keeps it: history.sqlite in the data folder, or PostgreSQL with TRAXIS_DATABASE_URL.`;

const { values } = parseArgs({
  options: {
    hours: { type: 'string', default: '24' },
    vessels: { type: 'string', default: '2000' },
    data: { type: 'string' },
    seed: { type: 'string', default: '1' },
    end: { type: 'string' },
    spread: { type: 'string', default: '0' },
    'no-demo': { type: 'boolean', default: false },
    'alerts-every': { type: 'string', default: '10' },
    'flush-every': { type: 'string', default: '5' },
    help: { type: 'boolean', default: false },
  },
});

function number(name: string, raw: string | undefined, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`--${name} must be a number ${min}..${max}, got '${raw ?? ''}'\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const hours = number('hours', values.hours, 0.01, 24 * 366);
const vessels = number('vessels', values.vessels, 1, 20_000);
const seed = number('seed', values.seed, 0, 2 ** 31 - 1);
const spread = number('spread', values.spread, 0, 20_000);
const alertsEveryS = number('alerts-every', values['alerts-every'], 0, 3600);
const flushEveryMs = number('flush-every', values['flush-every'], 0.25, 60) * 1000;
const endMs = values.end === undefined ? Date.now() : Date.parse(values.end);
if (!Number.isFinite(endMs)) {
  console.error(`--end must be an ISO time, got '${values.end ?? ''}'`);
  process.exit(2);
}
const startMs = endMs - hours * 3_600_000;

const config = readConfig({ ...process.env, ...(values.data === undefined ? {} : { TRAXIS_DATA_DIR: values.data }) });
const days = Math.max(config.historyDays, 1);
const opened = await openStore(config, (error) => console.error('PostgreSQL connection lost', error));
if (config.demoData) await seedDemoData(opened.store);
const dbAtons = await opened.store.atons.list();

const engine = new HistoryEngine(await openBackend({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, days }), days);
const ingest = new SimulatedIngest({ vessels, seed, startMs, spread, demo: !values['no-demo'] });
let writing: Promise<unknown> = Promise.resolve();
const recorder = new HistoryRecorder((batch) => (writing = engine.write(batch)), { now: () => ingest.nowMs, flushMs: 0 });
recorder.attach(ingest.tracker);

const vts = new VtsSettingsService(opened.store.stationSettings);
await vts.load();
const book = new AlertBook(recordingAlertStore(memoryAlertStore(), (events) => recorder.recordAlerts(events)), () => ingest.nowMs);
const evaluator = new ConflictEvaluator({ useWorker: false });
const monitor = new AlertMonitor(ingest.tracker, book, evaluator, vts, { pingMs: 30_000 });

const stations = new StationSimulator(seed, new Date(startMs));
// Published once, as a live server publishes them at its start: the same warnings all along, not new publication times each minute.
const warnings = builtInWarnings(new Date(startMs));
const every = (ms: number) => ({ ms, nextMs: startMs });
const timers = { flush: every(flushEveryMs), stations: every(10_000), warnings: every(60_000), atons: every(5_000), alerts: every(alertsEveryS * 1000), progress: every(3_600_000) };
const due = (timer: { ms: number; nextMs: number }): boolean => {
  if (timer.ms <= 0 || ingest.nowMs < timer.nextMs) return false;
  timer.nextMs += timer.ms;
  return true;
};

const started = performance.now();
console.log(`Generating ${hours} h of ${vessels} vessels (seed ${seed}) from ${new Date(startMs).toISOString()} to ${new Date(endMs).toISOString()} into ${config.databaseUrl === null ? join(config.dataDir, HISTORY_FILE_NAME) : 'PostgreSQL'}`);
await book.start();
ingest.begin();
while (ingest.nowMs < endMs) {
  ingest.step();
  if (due(timers.stations)) recorder.recordList('station', stations.step(new Date(ingest.nowMs)));
  if (due(timers.warnings)) recorder.recordList('warning', warnings);
  if (due(timers.atons)) recorder.recordList('aton', [...dbAtons, ...ingest.tracker.listAtons()]);
  if (due(timers.alerts)) await monitor.tick();
  if (due(timers.flush)) {
    recorder.flush();
    await writing;
  }
  if (due(timers.progress) && ingest.nowMs > startMs) {
    const { reports, stored } = (await engine.write({ nowMs: ingest.nowMs, positions: new Float64Array(0), reportCount: 0, statics: [], lists: [], alerts: [] })).counts;
    const doneH = (ingest.nowMs - startMs) / 3_600_000;
    console.log(`  ${doneH.toFixed(0)} h of ${hours}: ${reports} reports, ${stored} rows, ${book.openAlerts().length} alerts open, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
}
recorder.flush();
const { counts, status } = await engine.write({ nowMs: ingest.nowMs, positions: new Float64Array(0), reportCount: 0, statics: [], lists: [], alerts: [] });
await engine.close();
await evaluator.close();
await opened.close();
if (!status.recording) {
  console.error(`History writing failed: ${status.error ?? ''}`);
  process.exit(1);
}
const fileMb = config.databaseUrl === null ? statSync(join(config.dataDir, HISTORY_FILE_NAME)).size / 1e6 : null;
const summary = { hours, vessels, reports: counts.reports, rows: counts.stored, rowsPerReport: +(counts.stored / Math.max(1, counts.reports)).toFixed(3), fileMb: fileMb === null ? null : +fileMb.toFixed(1), wallS: +((performance.now() - started) / 1000).toFixed(1) };
console.log(JSON.stringify(summary));
