// Where the machine's cores go while a browser bench runs, from /proc
// (Linux): the whole machine's busy time (/proc/stat), and the CPU time of
// every thread of the browser's processes (by Chromium's process type:
// renderer, gpu-process, utility, browser), of the bench's server and of
// the bench itself, by thread name, as cores busy over a window. On a
// 2-core machine a throttled console's main-thread task waits for a core
// whenever others hold both; this tells who holds them. Where /proc is not
// there it reports nothing (`available` false).
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Clock ticks a second of /proc's times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;
/** Threads busier than this (cores) are listed by name. */
const LISTED_CORES = 0.02;
const CHROMIUM = new Set(['chromium', 'chrome', 'headless_shell']);

const gone = (error) => ['ENOENT', 'ESRCH', 'EACCES'].includes(error?.code);

const readOrNull = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (gone(error)) return null;
    throw error;
  }
};

const listOrEmpty = (path) => {
  try {
    return readdirSync(path);
  } catch (error) {
    if (gone(error)) return [];
    throw error;
  }
};

/** A thread's stat fields after its name (state, ppid, …, utime at [11], stime at [12]) and the name. */
function stat(path) {
  const text = readOrNull(path);
  if (!text) return null;
  const close = text.lastIndexOf(')');
  return { name: text.slice(text.indexOf('(') + 1, close), fields: text.slice(close + 2).split(' ') };
}

/** What a process is to the bench: Chromium's process type, 'server' (a Node child of the bench), 'bench', or null (not listed). */
function processKind(pid) {
  const cmdline = readOrNull(`/proc/${pid}/cmdline`);
  if (!cmdline) return null;
  // Chromium's child processes rewrite their command line as one string (spaces, not NULs).
  const program = (cmdline.split(/[\0 ]/)[0] ?? '').split('/').pop() ?? '';
  if (CHROMIUM.has(program)) return /--type=([\w-]+)/.exec(cmdline)?.[1] ?? 'browser';
  if (program !== 'node') return null;
  if (Number(pid) === process.pid) return 'bench';
  return Number(stat(`/proc/${pid}/stat`)?.fields[1]) === process.pid ? 'server' : null;
}

/** The machine's busy ticks (all CPUs, /proc/stat's first line: all but idle and iowait). */
function machineBusyTicks() {
  const line = readOrNull('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return null;
  const t = line.trim().split(/\s+/).slice(1, 9).map(Number);
  return t.reduce((a, b) => a + b, 0) - (t[3] ?? 0) - (t[4] ?? 0);
}

/** A reading: the machine's busy ticks and, per "kind/thread name", the CPU ticks (user + system) so far; null where /proc is not there. */
export function cpuTicks() {
  const machine = machineBusyTicks();
  if (machine === null) return null;
  const threads = new Map();
  for (const pid of listOrEmpty('/proc').filter((d) => /^\d+$/.test(d))) {
    const kind = processKind(pid);
    if (!kind) continue;
    for (const tid of listOrEmpty(`/proc/${pid}/task`)) {
      const s = stat(`/proc/${pid}/task/${tid}/stat`);
      if (!s) continue;
      const key = `${kind}/${s.name}`;
      threads.set(key, (threads.get(key) ?? 0) + Number(s.fields[11]) + Number(s.fields[12]));
    }
  }
  return { machine, threads };
}

/**
 * The cores busy between two `cpuTicks()` readings `seconds` apart:
 * { available, machineCores (all processes), cores (CPUs), mainThreadCores
 * (the renderers' main threads, 'chromium' in /proc), threads: "0.61
 * renderer/chromium, …" busiest first }.
 */
export function coresBusy(before, after, seconds) {
  if (!before || !after || seconds <= 0) return { available: false, machineCores: 0, cores: 0, mainThreadCores: 0, threads: '' };
  const rows = [...after.threads]
    .map(([key, t]) => [key, (t - (before.threads.get(key) ?? 0)) / TICKS_PER_S / seconds])
    .filter(([, cores]) => cores > 0)
    .sort((a, b) => b[1] - a[1]);
  return {
    available: true,
    machineCores: +((after.machine - before.machine) / TICKS_PER_S / seconds).toFixed(2),
    cores: availableParallelism(),
    mainThreadCores: +(rows.find(([key]) => key === 'renderer/chromium')?.[1] ?? 0).toFixed(2),
    threads: rows
      .filter(([, cores]) => cores >= LISTED_CORES)
      .map(([key, cores]) => `${cores.toFixed(2)} ${key}`)
      .join(', '),
  };
}

/** Resolves to `run()`'s result and the cores busy while it ran (see coresBusy). */
export async function measureCores(run) {
  const before = cpuTicks();
  const t0 = performance.now();
  const result = await run();
  const seconds = (performance.now() - t0) / 1000;
  return { result, cores: coresBusy(before, cpuTicks(), seconds) };
}
