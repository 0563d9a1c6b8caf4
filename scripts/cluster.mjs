// `npm run cluster`: the two-node set-up on this machine, to try it (README,
// "Running several nodes"): builds what changed, then starts a throw-away
// PostgreSQL cluster with PostGIS, nats-server with JetStream, two TRAXIS
// nodes (`npm run serve` each, the built-in traffic and demo data, the
// alert evaluation on) and nginx with deploy/nginx.conf in front of them —
// the test services of src/server/testing/services/cluster.ts. Prints the
// address, the admin password and each node's process (kill one to see the
// other take over); Ctrl+C stops and deletes everything.
// TRAXIS_CLUSTER_PORT=N puts the services on N, N+1, … (nginx last).
import { buildWasm, buildWeb } from './lib/build.mjs';
import { buildCoastline } from './lib/coastline.mjs';
import { step } from './lib/steps.mjs';
import { ensureNodeModules } from './lib/toolchain.mjs';

await step('Installing npm packages', ensureNodeModules);
await step('Building the WASM package (crates/traxis-wasm)', buildWasm);
await step('Building the web app (Vite)', buildWeb);
await step('Building the coastline store (once per machine)', buildCoastline);

const password = process.env.TRAXIS_ADMIN_PASSWORD ?? 'cluster-demo';
if (process.env.TRAXIS_CLUSTER_PORT) process.env.TRAXIS_TEST_PORT_BASE = process.env.TRAXIS_CLUSTER_PORT;
// tsx is imported once the npm packages are there (a fresh clone has none yet).
const { tsImport } = await import('tsx/esm/api');
const { startTwoNodeCluster } = await tsImport('../src/server/testing/services/cluster.ts', import.meta.url);

console.log('\n▶ Starting PostgreSQL, NATS, two nodes and nginx');
const cluster = await startTwoNodeCluster({
  adminPassword: password,
  env: { TRAXIS_LOG_LEVEL: process.env.TRAXIS_LOG_LEVEL ?? 'warn', TRAXIS_ALERTS: process.env.TRAXIS_ALERTS ?? '1' },
});
console.log(`
TRAXIS on two nodes: ${cluster.proxy.url}/  (nginx, deploy/nginx.conf)
  node 1: ${cluster.nodes[0].url}/ (process ${cluster.nodes[0].serverPid()})   node 2: ${cluster.nodes[1].url}/ (process ${cluster.nodes[1].serverPid()})
  PostgreSQL: ${cluster.databaseUrl.replace(/:[^:@/]*@/, ':***@')}   NATS: ${cluster.nats.url}
Sign in as 'admin' with the password '${password}'. Kill a node's process (kill -9) and the console goes on.
Ctrl+C stops everything.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the nodes, nginx, NATS and PostgreSQL');
  await cluster.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop());
// Keeps the process alive until a signal.
setInterval(() => {
  for (const [i, node] of cluster.nodes.entries()) if (!node.alive()) console.log(`node ${i + 1} has stopped:\n${node.output().slice(-2000)}`);
}, 10_000);
