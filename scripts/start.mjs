// `npm start`: installs what is missing, builds what changed, runs the server.
import { spawn } from 'node:child_process';
import { buildWasm, buildWeb } from './lib/build.mjs';
import { buildCoastline } from './lib/coastline.mjs';
import { ROOT } from './lib/paths.mjs';
import { SERVER_NODE_ARGS } from './lib/server.mjs';
import { step } from './lib/steps.mjs';
import { ensureNodeModules } from './lib/toolchain.mjs';

await step('Installing npm packages', ensureNodeModules);
await step('Building the WASM package (crates/traxis-wasm)', buildWasm);
await step('Building the web app (Vite)', buildWeb);
await step('Building the coastline store (once per machine)', buildCoastline);

console.log('\n▶ Starting the server');
const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  if (code !== 0 && signal === null) console.error(`\n✖ Step failed: Starting the server\n  Why: the server exited with code ${code}`);
  process.exit(code ?? 0);
});
