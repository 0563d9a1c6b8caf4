// A throw-away NATS server with JetStream (Debian's `nats-server`) for tests
// and benchmarks: its store in a temporary folder, on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './ports';

export interface NatsServer {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startNatsServer(port: number): Promise<NatsServer> {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-nats-'));
  const child = spawn(process.env.TRAXIS_NATS_SERVER ?? 'nats-server', ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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
    // Ready when it says so (a port that accepts could be someone else's server).
    await waitFor(`nats-server on port ${port}`, async () => {
      if (exited) throw new Error(`nats-server exited: ${log}`);
      return log.includes('Server is ready') && (await accepts(port));
    });
  } catch (error) {
    await stop();
    throw error instanceof Error && exited ? new Error(`nats-server did not start (apt-get install nats-server): ${log}`) : error;
  }
  return { url: `nats://127.0.0.1:${port}`, port, process: child, stop };
}
