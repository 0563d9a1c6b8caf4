// `npm run bench`: builds, then runs every benchmark in bench/ (each file
// exports `name`, `run()` returning rows to print and, when it has goals,
// `goals(rows)` judging them). Each run's rows are printed and appended,
// with the date, commit, machine and verdict, to the benchmark's history in
// bench/results/ (bench/lib/results.mjs); BENCHMARKS.md shows the latest.
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchId, recordResult } from '../bench/lib/results.mjs';
import { buildWasm } from './lib/build.mjs';
import { buildCoastline } from './lib/coastline.mjs';
import { ROOT } from './lib/paths.mjs';
import { note, step } from './lib/steps.mjs';
import { ensureNodeModules } from './lib/toolchain.mjs';

await step('Installing npm packages', ensureNodeModules);
await step('Building the WASM package (crates/traxis-wasm)', buildWasm);
await step('Building the coastline store (once per machine)', buildCoastline);

const dir = join(ROOT, 'bench');
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.mjs')).sort();
const only = process.argv[2];
for (const file of files) {
  if (only && !file.includes(only)) continue;
  const bench = await import(pathToFileURL(join(dir, file)).href);
  await step(`Benchmark: ${bench.name}`, async () => {
    const loadBefore = loadavg()[0];
    const rows = await bench.run();
    console.table(rows);
    const row = recordResult({ root: ROOT, file, rows, goals: bench.goals?.(rows), loadBefore });
    if (row) note(`recorded in ${relative(ROOT, join(dir, 'results', `${benchId(file)}.jsonl`))}: goals ${row.met === null ? 'none judged' : row.met ? 'met' : 'NOT met'} ${JSON.stringify(row.goals ?? {})}`);
  });
}
if (files.length === 0) console.log('No benchmarks yet.');
