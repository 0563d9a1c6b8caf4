// The benchmarks' result rows (bench/lib/results.mjs): what `npm run bench`
// appends to bench/results/, and how a few benchmarks judge their goals from
// the rows they print. The history files themselves: one JSON object a line,
// each with a date, a commit, a machine and a verdict.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the benchmarks are plain JavaScript
import { goals as camerasGoals } from '../bench/cameras.bench.mjs';
// @ts-expect-error: the benchmarks are plain JavaScript
import { goals as encGoals } from '../bench/enc.bench.mjs';
// @ts-expect-error: the benchmarks' helper is plain JavaScript
import { recordResult, resultRow, leadingNumber } from '../bench/lib/results.mjs';
// @ts-expect-error: the benchmarks are plain JavaScript
import { goals as vesselsPanelGoals } from '../bench/vesselsPanel.bench.mjs';

const ROOT = join(import.meta.dirname, '..');

describe('a result row', () => {
  const base = { date: '2026-11-29T10:00:00.000Z', commit: 'abc1234', machine: 'm', settings: {}, figures: [{ ms: 1 }] };

  it('is met only when every judged goal is', () => {
    expect(resultRow({ ...base, goals: { a: true, b: true } }).met).toBe(true);
    expect(resultRow({ ...base, goals: { a: true, b: false } }).met).toBe(false);
  });

  it('leaves out goals this run could not judge, and has no verdict without any', () => {
    const row = resultRow({ ...base, goals: { a: true, b: undefined } });
    expect(row.goals).toEqual({ a: true });
    expect(resultRow({ ...base, goals: { b: undefined } }).met).toBeNull();
    expect(resultRow({ ...base, goals: undefined }).met).toBeNull();
  });

  it('reads the leading number of a printed figure', () => {
    expect(leadingNumber('62.3 (137.9)')).toBe(62.3);
    expect(leadingNumber(7)).toBe(7);
    expect(leadingNumber('n/a')).toBeNaN();
  });

  it('is appended to the benchmark’s file, one line a run, with only the benchmark switches of the environment', () => {
    const root = mkdtempSync(join(tmpdir(), 'traxis-results-'));
    try {
      const env = { TRAXIS_BENCH_VESSELS: '200', TRAXIS_ADMIN_PASSWORD: 'secret', PATH: '/bin', TRAXIS_BENCH_NOTE: 'two builds alternating' };
      recordResult({ root, file: 'demo.bench.mjs', rows: [{ ms: 1 }], goals: { fast: true }, loadBefore: 0.5, env });
      recordResult({ root, file: 'demo.bench.mjs', rows: [{ ms: 2 }], goals: { fast: false }, loadBefore: 0.5, env });
      const lines = readFileSync(join(root, 'bench', 'results', 'demo.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { met: unknown; settings: unknown; machine: string; note: string });
      expect(lines.map((line) => line.met)).toEqual([true, false]);
      const [first] = lines;
      expect(first?.settings).toEqual({ TRAXIS_BENCH_VESSELS: '200' });
      expect(first?.note).toBe('two builds alternating');
      expect(first?.machine).toMatch(/cores, \d+ GB, Node .*; load average 0\.50 before/);
      expect(recordResult({ root, file: 'demo.bench.mjs', rows: [], goals: {}, loadBefore: 0, env: { TRAXIS_BENCH_RECORD: '0' } })).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('goals judged from the printed rows', () => {
  it('S-57 reading: ratios to GDAL and peak memory', () => {
    const rows = [
      { path: 'native, features streamed', ratioToGdal: 0.25, peakPerInput: 2.48 },
      { path: 'native, whole Cell kept', ratioToGdal: 0.18, peakPerInput: 2.92 },
      { path: 'WASM in Node (+ layer buffers)', ratioToGdal: 0.315 },
    ];
    expect(encGoals(rows)).toEqual({ nativeAtMost0_3OfGdal: true, wasmAtMost0_45OfGdal: true, peakUnder3xFile: true });
    rows[1]!.peakPerInput = 4.55;
    expect(encGoals(rows).peakUnder3xFile).toBe(false);
  });

  it('vessels panel: medians, and the long tasks after the last semicolon', () => {
    const rows = [
      { measure: 'keystroke to results shown, keys pressed back to back, median of 20 (max)', value: '62.3 (137.9)' },
      { measure: 'keystroke to results shown, typed 200 ms apart, median of 20 (max)', value: '23.8 (155.6)' },
      { measure: 'sort to rows shown, median of 12 (max)', value: '14 (108.5)' },
      { measure: 'scroll the whole list (60 frames, 40 rows in the DOM): longest task wall (its CPU); …', value: '34.2 (17); 17; 0 / 0' },
      { measure: '3 polls in 61 s: longest task wall (its CPU); …', value: '30.2 (16.4); 16.4; 1 / 0' },
    ];
    expect(vesselsPanelGoals(rows)).toEqual({
      keystrokeBackToBackWithin50Ms: false,
      keystrokeTypedWithin50Ms: true,
      sortWithin100Ms: true,
      noTaskOver50MsScrolling: true,
      noTaskOver50MsPolling: false,
    });
  });

  it('cameras: a run without a fake camera judges no upstreams', () => {
    const rows = [
      { case: 'ratio (loaded / alone) of main-thread time per second of panning: wall / CPU', value: '0.97 / 0.74' },
      { case: 'longest main-thread task while panning, ms: alone / loaded (wall; CPU)', value: '16.7 / 43.9' },
      { case: 'upstream connections per camera', value: 'n/a (no non-loopback IPv4 address to run a fake camera on)' },
    ];
    expect(resultRow({ date: '', commit: '', machine: '', settings: {}, figures: rows, goals: camerasGoals(rows) }).goals).toEqual({
      loadedAtMost1_15: true,
      noTaskOver50Ms: true,
    });
  });
});

describe('the result files', () => {
  const dir = join(ROOT, 'bench', 'results');
  const files = readdirSync(dir).filter((name) => name.endsWith('.jsonl'));

  it('exist for every benchmark, and only for benchmarks', () => {
    const benches = readdirSync(join(ROOT, 'bench')).filter((name) => name.endsWith('.bench.mjs')).map((name) => name.replace('.bench.mjs', ''));
    expect(files.map((name) => name.replace('.jsonl', '')).sort()).toEqual(benches.sort());
  });

  it.each(files)('%s: every line a run with its date, commit, machine and verdict, oldest first', (name) => {
    const rows = readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { date: string; commit: string; machine: string; met: unknown });
    for (const row of rows) {
      expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(row.commit).not.toBe('');
      expect(typeof row.machine).toBe('string');
      expect([true, false, null]).toContain(row.met);
    }
    const dates = rows.map((row) => row.date.slice(0, 10));
    expect(dates).toEqual([...dates].sort());
  });
});
