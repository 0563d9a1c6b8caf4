// `npm run history:generate -- --hours 24 --vessels 2000 [--data ./data] …`:
// builds the WASM package when it changed, then writes a simulated past into
// the data folder's history (src/server/history/generate.ts; `-- --help`
// lists the options).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildWasm } from './lib/build.mjs';
import { ROOT } from './lib/paths.mjs';
import { step } from './lib/steps.mjs';
import { ensureNodeModules } from './lib/toolchain.mjs';

await step('Installing npm packages', ensureNodeModules);
await step('Building the WASM package (crates/traxis-wasm)', buildWasm);

const generator = join(ROOT, 'src', 'server', 'history', 'generate.ts');
const child = spawn(process.execPath, ['--experimental-wasm-modules', '--no-warnings=ExperimentalWarning', '--import', 'tsx', generator, ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
