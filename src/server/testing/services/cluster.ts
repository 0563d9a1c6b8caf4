// Two TRAXIS nodes as an operator runs them (`npm run serve`, each its own
// process group) on one throw-away PostgreSQL cluster and one NATS server,
// behind nginx with the sample configuration: the cluster test
// (e2e/cluster.spec.ts) and the cluster benchmark start it here.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNatsServer, type NatsServer } from './nats';
import { startNginx, type NginxProxy } from './nginx';
import { freePort, waitFor } from './ports';
import { startPostgresCluster, type PostgresCluster } from './postgres';

const ROOT = new URL('../../../../', import.meta.url).pathname;

export interface ClusterNode {
  port: number;
  url: string;
  /** The `npm run serve` process (leader of its process group). */
  process: ChildProcess;
  /** The server process under it (for CPU and memory). */
  serverPid(): number | null;
  /** Kills the node at once (SIGKILL to its process group), as a crash would. */
  kill(): void;
  alive(): boolean;
  /** What the node printed (its last 20 kB). */
  output(): string;
}

export interface TwoNodeCluster {
  postgres: PostgresCluster;
  nats: NatsServer;
  proxy: NginxProxy;
  nodes: [ClusterNode, ClusterNode];
  databaseUrl: string;
  /** Starts node `index` again (killed or not) with its port, folder and settings; resolves once it answers. */
  restart(index: 0 | 1): Promise<ClusterNode>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  adminPassword: string;
  /** Extra environment of both nodes (simulators, log level, …). */
  env?: Record<string, string>;
}

function startNode(port: number, env: Record<string, string>): ClusterNode {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'serve.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), TRAXIS_HOST: '127.0.0.1' },
  });
  let out = '';
  const keep = (chunk: Buffer): void => {
    out = (out + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    serverPid: () => {
      try {
        const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/);
        return Number(children[0]) || null;
      } catch {
        return null;
      }
    },
    kill: () => {
      if (!exited && child.pid) process.kill(-child.pid, 'SIGKILL');
    },
    alive: () => !exited,
    output: () => out,
  };
}

async function healthy(node: ClusterNode): Promise<boolean> {
  if (!node.alive()) throw new Error(`node on port ${node.port} exited:\n${node.output()}`);
  try {
    return (await fetch(`${node.url}/api/health`)).ok;
  } catch {
    return false;
  }
}

export async function startTwoNodeCluster(options: ClusterOptions): Promise<TwoNodeCluster> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    const postgres = await startPostgresCluster({ port: await freePort() });
    stops.push(() => postgres.stop());
    await postgres.sql('CREATE DATABASE traxis');
    const nats = await startNatsServer(await freePort());
    stops.push(() => nats.stop());
    const filesDir = mkdtempSync(join(tmpdir(), 'traxis-files-'));
    stops.push(async () => rmSync(filesDir, { recursive: true, force: true }));
    const databaseUrl = postgres.url('traxis');
    const ports = [await freePort(), await freePort()] as const;
    const envs: Record<string, string>[] = [];
    const nodes = ports.map((port) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'traxis-node-'));
      stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const env = {
        TRAXIS_DATA_DIR: dataDir,
        TRAXIS_FILES_DIR: filesDir,
        TRAXIS_DATABASE_URL: databaseUrl,
        TRAXIS_NATS_URL: nats.url,
        TRAXIS_ADMIN_PASSWORD: options.adminPassword,
        TRAXIS_TRUST_PROXY: '1',
        TRAXIS_LOG_LEVEL: 'warn',
        ...options.env,
      };
      envs.push(env);
      return startNode(port, env);
    }) as [ClusterNode, ClusterNode];
    // Whichever process runs as a node when the cluster stops is killed.
    stops.push(async () => {
      for (const node of nodes) {
        node.kill();
        await waitFor('the node to exit', () => !node.alive(), 10_000).catch(() => undefined);
      }
    });
    await Promise.all(nodes.map((node) => waitFor(`node on port ${node.port}`, () => healthy(node), 120_000, 200)));
    const proxy = await startNginx(await freePort(), ports);
    stops.push(() => proxy.stop());
    const restart = async (index: 0 | 1): Promise<ClusterNode> => {
      const old = nodes[index];
      old.kill();
      await waitFor('the node to exit', () => !old.alive(), 10_000);
      const node = startNode(ports[index], envs[index] ?? {});
      nodes[index] = node;
      await waitFor(`node on port ${node.port}`, () => healthy(node), 120_000, 200);
      return node;
    };
    return { postgres, nats, proxy, nodes, databaseUrl, restart, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
