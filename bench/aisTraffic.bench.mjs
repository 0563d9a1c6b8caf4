// The built-in vessel traffic's cost on the server: 20,000 vessels
// (TRAXIS_BENCH_VESSELS) stepped, their reports encoded as AIS sentences,
// decoded and tracked (integrity checks included), as the vessel feed does
// for 60 s of traffic, three times after a warm-up minute. The figure is
// CPU µs per report and the share of a core the traffic keeps busy.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const name = 'Built-in AIS traffic: 20,000 vessels stepped, encoded, decoded and tracked (CPU per report)';

export async function run() {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'aisTraffic.child.mjs');
  const child = spawnSync(process.execPath, ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', '--import', 'tsx', script], {
    encoding: 'utf8',
    env: { ...process.env },
  });
  if (child.status !== 0) throw new Error(child.stderr || `exit ${child.status}`);
  return JSON.parse(child.stdout);
}
