// Debian's nginx in front of test nodes, with the sample configuration
// (deploy/nginx.conf) as it is shipped, only its ports changed; the main
// configuration, logs and temporary files in a temporary folder.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { accepts, startService } from './service';

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
  // Ready when its master has written its pid (after binding the port) and the port accepts.
  const service = await startService(
    `nginx on port ${port}`,
    process.env.TRAXIS_NGINX ?? '/usr/sbin/nginx',
    ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    dir,
    async (_log, child) => readFileSafe(join(dir, 'nginx.pid')).trim() === String(child.pid) && (await accepts(port)),
    (log) => new Error(`nginx did not start (apt-get install nginx): ${log}${readFileSafe(join(dir, 'error.log'))}`),
  );
  return { url: `http://127.0.0.1:${port}`, port, ...service, accessLog: () => readFileSafe(join(dir, 'access.log')) };
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
