// Debian's nginx in front of test nodes, with the sample configuration
// (deploy/nginx.conf) as it is shipped, only its ports changed; the main
// configuration, logs and temporary files in a temporary folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './ports';

export const NGINX_SAMPLE = new URL('../../../../deploy/nginx.conf', import.meta.url);

export interface NginxProxy {
  url: string;
  port: number;
  process: ChildProcess;
  /** The access log so far (one line per request: upstream address, status, URI). */
  accessLog(): string;
  stop(): Promise<void>;
}

/** The sample configuration with its listening port and its two nodes' ports replaced. */
export function sampleConfig(port: number, nodePorts: readonly [number, number]): string {
  return readFileSync(NGINX_SAMPLE, 'utf8')
    .replaceAll('127.0.0.1:8081', `127.0.0.1:${nodePorts[0]}`)
    .replaceAll('127.0.0.1:8082', `127.0.0.1:${nodePorts[1]}`)
    .replace('listen 8080;', `listen 127.0.0.1:${port};`);
}

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startNginx(port: number, nodePorts: readonly [number, number]): Promise<NginxProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-nginx-'));
  mkdirSync(join(dir, 'temp'));
  writeFileSync(join(dir, 'traxis.conf'), sampleConfig(port, nodePorts));
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      // As root, workers would switch to an unprivileged user that cannot write this folder.
      ...(userInfo().uid === 0 ? ['user root;'] : []),
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      `  log_format traxis '$upstream_addr $status $request_method $uri';`,
      `  access_log ${join(dir, 'access.log')} traxis;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`),
      `  include ${join(dir, 'traxis.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(process.env.TRAXIS_NGINX ?? '/usr/sbin/nginx', ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const stop = async (): Promise<void> => {
    if (!exited) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Ready when its master has written its pid (after binding the port) and the port accepts.
    await waitFor(`nginx on port ${port}`, async () => {
      if (exited) throw new Error(`nginx did not start (apt-get install nginx): ${log}${readFileSafe(join(dir, 'error.log'))}`);
      return readFileSafe(join(dir, 'nginx.pid')).trim() === String(child.pid) && (await accepts(port));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, port, process: child, accessLog: () => readFileSafe(join(dir, 'access.log')), stop };
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
