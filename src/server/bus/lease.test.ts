// The AIS source lease against a real nats-server (JetStream key-value):
// one holder at a time, handed over at once on release and within its
// lifetime when the holder goes silent. Runs in the PostgreSQL run of the
// tests (the services are installed there; no database is used).
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../testing/postgresTest';
import { startNatsServer, type NatsServer } from '../testing/services/nats';
import { freePort, waitFor } from '../testing/services/ports';
import { Lease, LEASE_TTL_MS } from './lease';

let nats: NatsServer;
const connections: NatsConnection[] = [];

beforeAll(async () => {
  if (postgresTestUrl()) nats = await startNatsServer(await freePort());
});
afterAll(async () => {
  for (const connection of connections) await connection.close();
  await nats?.stop();
});

async function candidate(id: string, events: string[]): Promise<Lease> {
  const connection = await connect({ servers: nats.url });
  connections.push(connection);
  const kv = await connection.jetstream().views.kv('lease_test', { ttl: LEASE_TTL_MS, history: 1 });
  return new Lease(kv, 'reader', id, (leading) => events.push(`${id} ${leading ? 'leads' : 'stops'}`));
}

describe.runIf(postgresTestUrl())('the AIS source lease', () => {
  it('has one holder; a release hands it over at once, a silent holder within its lifetime', async () => {
    const events: string[] = [];
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((id) => candidate(id, events)));
    for (const lease of [a, b, c]) lease?.start();
    await waitFor('a holder', () => events.length > 0, 5_000);
    await new Promise((resolve) => setTimeout(resolve, 3 * LEASE_TTL_MS));
    expect([a, b, c].filter((lease) => lease?.isLeading)).toHaveLength(1);
    const first = [a, b, c].find((lease) => lease?.isLeading) as Lease;
    const released = Date.now();
    await first.stop();
    await waitFor('a new holder after the release', () => [a, b, c].some((lease) => lease !== first && lease?.isLeading), 1_000);
    expect(Date.now() - released).toBeLessThan(LEASE_TTL_MS);
    const second = [a, b, c].find((lease) => lease?.isLeading) as Lease;
    // Silent: its renewals stop (as if its process hung); the lease expires and the third takes it.
    clearInterval((second as unknown as { timer: NodeJS.Timeout }).timer);
    const silent = Date.now();
    await waitFor('a holder after the silence', () => [a, b, c].some((lease) => lease !== first && lease !== second && lease?.isLeading), 3 * LEASE_TTL_MS);
    expect(Date.now() - silent).toBeLessThan(2 * LEASE_TTL_MS);
    expect(events.filter((event) => event.endsWith('leads'))).toHaveLength(3);
    for (const lease of [a, b, c]) await lease?.stop();
  });
});
