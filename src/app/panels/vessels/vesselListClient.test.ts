import { describe, expect, it } from 'vitest';
import { VesselListClient, type VesselListPort } from './vesselListClient';
import type { VesselListMessage, VesselListRequest } from './vesselListProtocol';
import { DEFAULT_VESSEL_QUERY } from './vesselQuery';
import { VesselListWorkerCore } from './vesselListWorkerCore';

/** The client and the worker's core joined by queued messages (delivered on `flush`). */
function wired() {
  const toWorker: VesselListRequest[] = [];
  const toMain: VesselListMessage[] = [];
  const port: VesselListPort = { postMessage: (m) => toWorker.push(m), onmessage: null };
  const client = new VesselListClient(port);
  const core = new VesselListWorkerCore((m) => toMain.push(m));
  const flush = async () => {
    while (toWorker.length > 0 || toMain.length > 0) {
      for (const m of toWorker.splice(0)) core.handle(m);
      for (const m of toMain.splice(0)) port.onmessage?.({ data: m } as MessageEvent<VesselListMessage>);
      await Promise.resolve();
    }
  };
  return { client, flush, toMain, toWorker, core, port };
}

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;
const v = (id: number, name: string) => ({ id, mmsi: String(261000000 + id), name, nav_status: 'Moored', last_reported: '2026-01-01T00:00:00Z' });

describe('vessel list client and worker', () => {
  it('parses and sorts in the worker, shows the table with its order, answers queries at once', async () => {
    const { client, flush, toWorker } = wired();
    const loaded = client.load(bytes([v(3, 'Cyprian'), v(1, 'Albatros'), v(2, 'Bryza')]));
    await flush();
    await expect(loaded).resolves.toBe(3);
    const view = client.getSnapshot();
    expect(Array.from(view.order, (row) => view.table?.names[row])).toEqual(['Albatros', 'Bryza', 'Cyprian']);
    client.setQuery({ ...DEFAULT_VESSEL_QUERY, search: 'bry' });
    // Answered in the same task: nothing goes to the worker for a query.
    expect(toWorker).toHaveLength(0);
    const after = client.getSnapshot();
    expect(after.querySeq).toBeGreaterThan(view.querySeq);
    expect(Array.from(after.order, (row) => after.table?.names[row])).toEqual(['Bryza']);
    client.setQuery({ ...DEFAULT_VESSEL_QUERY, sortKey: 'name', descending: true });
    const sorted = client.getSnapshot();
    expect(Array.from(sorted.order, (row) => sorted.table?.names[row])).toEqual(['Cyprian', 'Bryza', 'Albatros']);
  });

  it('keeps the query for the next poll and shows a new table with its own order', async () => {
    const { client, flush, toMain, toWorker, core, port } = wired();
    client.setQuery({ ...DEFAULT_VESSEL_QUERY, search: 'a' });
    expect(client.getSnapshot().table).toBeNull();
    const first = client.load(bytes([v(1, 'Albatros'), v(2, 'Bryza')]));
    await flush();
    await first;
    const second = client.load(bytes([v(1, 'Albatros'), v(2, 'Bryza'), v(4, 'Amarant')]));
    for (const m of toWorker.splice(0)) core.handle(m);
    // The old table stays until the new one arrives.
    expect(client.getSnapshot().table?.count).toBe(2);
    for (const m of toMain.splice(0)) port.onmessage?.({ data: m } as MessageEvent<VesselListMessage>);
    await expect(second).resolves.toBe(3);
    const shown = client.getSnapshot();
    expect(Array.from(shown.order, (row) => shown.table?.names[row])).toEqual(['Albatros', 'Amarant', 'Bryza']);
    // The same query over a new poll: its sequence stays, so the rows keep their scroll.
    expect(shown.querySeq).toBe(1);
  });

  it('rejects a load whose answer is not a vessels list', async () => {
    const { client, flush } = wired();
    const bad = client.load(new TextEncoder().encode('<html>').buffer as ArrayBuffer);
    await flush();
    await expect(bad).rejects.toThrow();
    const notList = client.load(bytes({ vessels: [] }));
    await flush();
    await expect(notList).rejects.toThrow('not a list');
    expect(client.getSnapshot().table).toBeNull();
  });

  it('drops what a cleared panel had, including answers still on their way', async () => {
    const { client, flush, toWorker, core, toMain, port } = wired();
    const pending = client.load(bytes([v(1, 'A')]));
    for (const m of toWorker.splice(0)) core.handle(m);
    client.clear();
    for (const m of toMain.splice(0)) port.onmessage?.({ data: m } as MessageEvent<VesselListMessage>);
    await expect(pending).rejects.toThrow('cleared');
    await flush();
    expect(client.getSnapshot().table).toBeNull();
  });
});
