// `npm run bench`: builds, then runs every benchmark in bench/ (each file
// exports `name` and `run()` returning rows to print). Results are recorded
// by hand in BENCHMARKS.md, with the machine and the ratio to the baseline.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWasm } from './lib/build.mjs';
import { buildCoastline } from './lib/coastline.mjs';
import { ROOT } from './lib/paths.mjs';
import { step } from './lib/steps.mjs';
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
    const rows = await bench.run();
    console.table(rows);
  });
}
if (files.length === 0) console.log('No benchmarks yet.');
