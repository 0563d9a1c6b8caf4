// What the long main-thread tasks of a Chromium trace were made of: for a
// bench run with TRAXIS_BENCH_TRACE=<file>, the trace is written there and
// every renderer main-thread task over 50 ms is summarised on stderr with
// its heaviest inner events (script calls with their source, GC, layout,
// WebGL calls), so a long task can be pinned to code rather than guessed.
// TRAXIS_BENCH_TRACE_MORE=<categories> adds trace categories (comma
// separated, e.g. `viz,gpu.angle` to see the GPU process's swaps), and
// TRAXIS_BENCH_TRACE_KEEP=1 keeps the traces of `traceMainThread`.
import { readFileSync, rmSync } from 'node:fs';

const LONG_TASK_MS = 50;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'gpu',
  ...(process.env.TRAXIS_BENCH_TRACE_MORE ?? '').split(',').filter(Boolean),
].join(',');

/** Starts tracing the page's browser when TRAXIS_BENCH_TRACE is set; returns the stop function (or null). */
export async function startLongTaskTrace(browser, page) {
  const path = process.env.TRAXIS_BENCH_TRACE;
  if (!path) return null;
  await browser.startTracing(page, { path, categories: CATEGORIES.split(',') });
  return async () => {
    await browser.stopTracing();
    summarise(path);
  };
}

function mainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The page's renderer is the one with the most script on its main thread.
  let best = null;
  let bestCount = -1;
  for (const n of names) {
    const count = events.filter((e) => e.pid === n.pid && e.tid === n.tid && e.name === 'FunctionCall').length;
    if (count > bestCount) [best, bestCount] = [n, count];
  }
  return best;
}

function label(e) {
  const d = e.args?.data ?? {};
  if (e.name === 'FunctionCall' || e.name === 'EvaluateScript') return `${e.name} ${d.functionName || ''} ${d.url || ''}:${d.lineNumber ?? ''}`.trim();
  if (e.name === 'EventDispatch') return `EventDispatch ${d.type ?? ''}`;
  if (e.name === 'TimerFire') return `TimerFire ${d.timerId ?? ''}`;
  return e.name;
}

export function summarise(path) {
  const trace = JSON.parse(readFileSync(path, 'utf8'));
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = mainThread(events);
  if (!main) {
    process.stderr.write('trace: no renderer main thread found\n');
    return;
  }
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 > LONG_TASK_MS);
  process.stderr.write(`trace: ${tasks.length} main-thread tasks over ${LONG_TASK_MS} ms (written to ${path})\n`);
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inner = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end && e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask')
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 8);
    process.stderr.write(`  task ${(task.dur / 1000).toFixed(1)} ms at ${((task.ts - onMain[0].ts) / 1000).toFixed(0)} ms\n`);
    for (const e of inner) process.stderr.write(`    ${(e.dur / 1000).toFixed(1)} ms  ${label(e)}\n`);
  }
}

/**
 * Every renderer main-thread task while `run` runs, from a Chromium trace
 * (not only the chart's render loop: React, events, GC, timers too):
 * resolves to { result, taskMs, cpuMs, tasks, longestMs, longestCpuMs,
 * over50, maxCpuMs, cpuOver50 }: the summed wall time of the top-level tasks
 * and their thread CPU time (on a shared machine the wall time includes time
 * the thread waited for a core), the longest task's wall and thread CPU
 * time, the tasks over 50 ms of wall time, the most thread CPU time of one
 * task and the tasks over 50 ms of thread CPU time.
 */
export async function traceMainThread(browser, page, run) {
  const path = `${process.env.TMPDIR ?? '/tmp'}/traxis-main-thread-${process.pid}-${Date.now()}.json`;
  await browser.startTracing(page, { path, categories: CATEGORIES.split(',') });
  const result = await run();
  await browser.stopTracing();
  const trace = JSON.parse(readFileSync(path, 'utf8'));
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = mainThread(events);
  if (!main) return { result, taskMs: NaN, cpuMs: NaN, tasks: 0, longestMs: NaN, longestCpuMs: NaN, over50: NaN, maxCpuMs: NaN, cpuOver50: NaN };
  const runTasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts);
  let taskMs = 0;
  let cpuMs = 0;
  let tasks = 0;
  let longestMs = 0;
  let longestCpuMs = 0;
  let over50 = 0;
  let maxCpuMs = 0;
  let cpuOver50 = 0;
  let coveredUntil = -Infinity;
  for (const t of runTasks) {
    if (t.ts < coveredUntil) continue; // nested in the previous top-level task
    taskMs += t.dur / 1000;
    // A task cut by the trace's start or end has no thread time: counted as 0 (it made the whole sum NaN).
    cpuMs += (t.tdur ?? 0) / 1000;
    tasks += 1;
    if (t.dur / 1000 > longestMs) [longestMs, longestCpuMs] = [t.dur / 1000, (t.tdur ?? NaN) / 1000];
    if (t.dur / 1000 > LONG_TASK_MS) over50 += 1;
    const taskCpuMs = (t.tdur ?? 0) / 1000;
    maxCpuMs = Math.max(maxCpuMs, taskCpuMs);
    if (taskCpuMs > LONG_TASK_MS) cpuOver50 += 1;
    coveredUntil = t.ts + t.dur;
  }
  if (process.env.TRAXIS_BENCH_TRACE_KEEP) process.stderr.write(`trace kept: ${path}\n`);
  else rmSync(path, { force: true });
  return { result, taskMs, cpuMs, tasks, longestMs, longestCpuMs, over50, maxCpuMs, cpuOver50 };
}
