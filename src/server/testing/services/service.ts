// A throw-away service process (nats-server, nginx) for tests and
// benchmarks: started with its own temporary folder, the tail of its stderr
// kept for error messages, ready when `ready` says so, stopped with SIGTERM
// and its folder removed.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { waitFor } from './ports';

export interface ServiceProcess {
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Whether something accepts TCP connections on 127.0.0.1:port now. */
export const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts `command args` and waits until `ready(log, child)` (`log`: the tail
 * of its stderr) resolves true; `failed(log)` is the error when it exits first.
 * `dir` (its temporary folder) is removed when it stops.
 */
export async function startService(
  what: string,
  command: string,
  args: readonly string[],
  dir: string,
  ready: (log: string, child: ChildProcess) => Promise<boolean>,
  failed: (log: string) => Error,
): Promise<ServiceProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
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
    await waitFor(what, async () => {
      if (exited) throw failed(log);
      return ready(log, child);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { process: child, stop };
}
