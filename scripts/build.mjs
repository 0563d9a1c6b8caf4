// `npm run build`: the build steps of `npm start` without starting the server.
import { buildWasm, buildWeb } from './lib/build.mjs';
import { buildCoastline } from './lib/coastline.mjs';
import { step } from './lib/steps.mjs';
import { ensureNodeModules } from './lib/toolchain.mjs';

await step('Installing npm packages', ensureNodeModules);
await step('Building the WASM package (crates/traxis-wasm)', buildWasm);
await step('Building the web app (Vite)', buildWeb);
await step('Building the coastline store (once per machine)', buildCoastline);
