// `npm run serve`: runs the server on what is already built (used by Playwright).
import { spawn } from 'node:child_process';
import { ROOT } from './lib/paths.mjs';
import { SERVER_NODE_ARGS } from './lib/server.mjs';

const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
