// Ports of the throw-away services tests and benchmarks start (PostgreSQL,
// NATS, nginx, nodes). TRAXIS_TEST_PORT_BASE=N gives them N, N+1, … (on a
// shared machine each engineer has a range); otherwise free ports are found.
import { createServer } from 'node:net';

let next = 0;

/** Resolves to the port if nobody listens on it on 127.0.0.1 now (0: any free port), else null. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(bound));
    });
  });
}

/** A TCP port on 127.0.0.1 nobody listens on now (from TRAXIS_TEST_PORT_BASE on, when set). */
export async function freePort(): Promise<number> {
  const base = Number(process.env.TRAXIS_TEST_PORT_BASE);
  if (!Number.isInteger(base) || base <= 0) {
    const port = await tryPort(0);
    if (port === null) throw new Error('no free TCP port on 127.0.0.1');
    return port;
  }
  for (let tries = 0; tries < 50; tries += 1) {
    const port = await tryPort(base + next++);
    if (port !== null) return port;
  }
  throw new Error(`no free TCP port from TRAXIS_TEST_PORT_BASE=${base} on`);
}

/** Resolves once `check` resolves true, polling every `everyMs`; rejects with `what` after `timeoutMs`, or with the error `check` throws. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
