// Ports of the throw-away services tests and benchmarks start (PostgreSQL,
// NATS, nginx, nodes). TRAXIS_TEST_PORT_BASE=N gives them N, N+1, … (on a
// shared machine each engineer has a range); otherwise free ports are found.
import { createServer } from 'node:net';

let next = 0;

/** A TCP port on 127.0.0.1 nobody listens on now. */
export function freePort(): Promise<number> {
  const base = Number(process.env.TRAXIS_TEST_PORT_BASE);
  if (Number.isInteger(base) && base > 0) return Promise.resolve(base + next++);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
