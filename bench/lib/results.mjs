// A benchmark run's result row, appended to its history in
// bench/results/<bench>.jsonl (one JSON object a line, oldest first, never
// rewritten): the date, the commit ('+' when the working tree differs from
// it), the machine, the switches the run was given (TRAXIS_BENCH_* and the
// like), the rows the benchmark printed, its goals and whether every goal
// was met (null when the benchmark has none or the run measured none), and
// TRAXIS_BENCH_NOTE if given (what was unusual about the run).
// `npm run bench` records every benchmark it runs (scripts/bench.mjs);
// TRAXIS_BENCH_RECORD=0 runs without recording (trials, comparisons).
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { basename, join } from 'node:path';

/** Environment switches that change what a benchmark measures (no credentials among them). */
const SETTING = /^TRAXIS_(BENCH_.*|ALERTS|WEB_DIR|SIM_.*|CHROMIUM)$/;
/** Switches about the recording itself, not the measurement. */
const RECORDING = new Set(['TRAXIS_BENCH_NOTE', 'TRAXIS_BENCH_RECORD']);

/** The benchmark's id: its file name without `.bench.mjs` (the results file's name). */
export function benchId(file) {
  return basename(file).replace(/\.bench\.mjs$/, '');
}

/** The first row whose `key` starts with `prefix` (rows are the objects a benchmark prints). */
export function rowWith(rows, key, prefix) {
  return rows.find((row) => typeof row?.[key] === 'string' && row[key].startsWith(prefix));
}

/** The leading number of a figure printed as text ('62.3 (137.9)' -> 62.3); NaN when there is none. */
export function leadingNumber(value) {
  if (typeof value === 'number') return value;
  const match = /-?\d+(\.\d+)?/.exec(String(value ?? ''));
  return match ? Number(match[0]) : Number.NaN;
}

/** The goals that could be judged (a goal whose figure is missing from this run is left out). */
function judged(goals) {
  return Object.fromEntries(Object.entries(goals ?? {}).filter(([, verdict]) => typeof verdict === 'boolean'));
}

/** One result row as it is written. */
export function resultRow({ date, commit, machine, settings, figures, goals, note }) {
  const verdicts = judged(goals);
  const count = Object.keys(verdicts).length;
  return {
    date,
    commit,
    machine,
    ...(Object.keys(settings ?? {}).length > 0 ? { settings } : {}),
    figures,
    ...(count > 0 ? { goals: verdicts } : {}),
    met: count === 0 ? null : Object.values(verdicts).every(Boolean),
    ...(note ? { note } : {}),
    source: 'npm run bench',
  };
}

/** The commit checked out, with '+' when tracked files differ from it (the results themselves aside). */
export function currentCommit(root) {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const changed = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)bench/results');
    return changed ? `${commit}+` : commit;
  } catch {
    return 'unknown';
  }
}

/** The machine as the history names it: CPU model, cores, memory, Node, and the load average before and after the run. */
export function machineNow(loadBefore) {
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const memoryGb = Math.round(os.totalmem() / 1e9);
  const load = (value) => value.toFixed(2);
  return `${cpu}, ${os.availableParallelism()} cores, ${memoryGb} GB, Node ${process.versions.node}; load average ${load(loadBefore)} before, ${load(os.loadavg()[0])} after`;
}

/** The switches of this run, from the environment. */
export function settingsNow(env = process.env) {
  const names = Object.keys(env).filter((name) => SETTING.test(name) && !RECORDING.has(name));
  return Object.fromEntries(names.sort().map((name) => [name, env[name]]));
}

/**
 * Appends the run of benchmark file `file` (its printed `rows`, its
 * `goals`) to bench/results/<id>.jsonl under `root`; returns the row
 * written, or null when recording is off (TRAXIS_BENCH_RECORD=0).
 */
export function recordResult({ root, file, rows, goals, loadBefore, now = new Date(), env = process.env }) {
  if (env.TRAXIS_BENCH_RECORD === '0') return null;
  const row = resultRow({
    date: now.toISOString(),
    commit: currentCommit(root),
    machine: machineNow(loadBefore),
    settings: settingsNow(env),
    figures: rows,
    goals,
    note: env.TRAXIS_BENCH_NOTE,
  });
  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${benchId(file)}.jsonl`), `${JSON.stringify(row)}\n`);
  return row;
}
