// A throw-away NATS server with JetStream (Debian's `nats-server`) for tests
// and benchmarks: its store in a temporary folder, on 127.0.0.1.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accepts, startService } from './service';

export interface NatsServer {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export async function startNatsServer(port: number): Promise<NatsServer> {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-nats-'));
  // Ready when it says so (a port that accepts could be someone else's server).
  const service = await startService(
    `nats-server on port ${port}`,
    process.env.TRAXIS_NATS_SERVER ?? 'nats-server',
    ['-js', '-sd', dir, '-a', '127.0.0.1', '-p', String(port)],
    dir,
    async (log) => log.includes('Server is ready') && (await accepts(port)),
    (log) => new Error(`nats-server did not start (apt-get install nats-server): ${log}`),
  );
  return { url: `nats://127.0.0.1:${port}`, port, ...service };
}
