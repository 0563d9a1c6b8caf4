// How the server process is started, in one place (npm start, Playwright).
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/** Node flags: the WASM package is imported natively; tsx runs the TypeScript. */
export const SERVER_NODE_ARGS = [
  '--experimental-wasm-modules',
  '--no-warnings=ExperimentalWarning',
  '--import',
  'tsx',
  join(ROOT, 'src', 'server', 'main.ts'),
];
