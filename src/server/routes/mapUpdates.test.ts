// Chart updates through the maps upload: CELL.001 … CELL.999 are
// stored only beside a stored base cell and only in sequence (Polish
// refusals from files/encUpdate.ts), the list shows each cell's latest
// update, the chart engine re-reads the cell, and a replaced or deleted
// cell takes its updates with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';
import { sharedDataFile } from '../testing/sharedData';

const file = (cell: string, ext: string): Buffer | null => {
  const path = sharedDataFile('enc', cell, `${cell}.${ext}`);
  return path ? readFileSync(path) : null;
};
const [base, u1, u2, u3] = ['000', '001', '002', '003'].map((ext) => file('US4MD81M', ext));
const foreign = file('US4AK3SB', '001');

const form = (name: string, content: Uint8Array): FormData => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(content)]), name);
  return data;
};

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

const upload = (name: string, content: Uint8Array, query = '') =>
  call<{ filename?: string; update?: number; message?: string; code?: string }>(server, 'POST', `/api/settings/maps/${query}`, { token, body: form(name, content) });
const list = async () => (await call<{ files: { name: string; latest_update: number }[] }>(server, 'GET', '/api/settings/maps/', { token })).body.files;
const stored = (name: string) => existsSync(join(server.dataDir, 'maps', name));

describe.skipIf(!base || !u1 || !u2 || !u3 || !foreign)('map updates', () => {
  const b = base ?? Buffer.alloc(0);

  it('refuses an update without its base cell', async () => {
    const result = await upload('US4MD81M.001', u1 ?? b);
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Nie ma komórki US4MD81M.000: najpierw wgraj komórkę bazową, potem jej aktualizacje');
    expect(stored('US4MD81M.001')).toBe(false);
  });

  it('stores updates in sequence, refuses the rest in Polish, lists the latest, and re-reads the cell', async () => {
    expect((await upload('US4MD81M.000', b)).status).toBe(201);
    expect(await list()).toEqual([{ name: 'US4MD81M.000', url: '/media/maps/US4MD81M.000', latest_update: 0 }]);
    const layer = (name: string) => call(server, 'GET', `/chart-engine/map?chart_name=US4MD81M.000&layer_name=${name}`, { token });
    expect((await layer('DEPARE')).headers.get('x-chart-cache')).toBe('read');
    expect((await layer('DEPARE')).headers.get('x-chart-cache')).toBe('layer-hit');

    const outOfOrder = await upload('US4MD81M.002', u2 ?? b);
    expect(outOfOrder.status).toBe(400);
    expect(outOfOrder.body.message).toBe('Aktualizacje stosuje się po kolei: następna jest aktualizacja 1, a US4MD81M.002 ma numer 2');
    expect(stored('US4MD81M.002')).toBe(false);

    const misnamed = await upload('US4MD81M.001', u2 ?? b);
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.message).toBe('Nazwa US4MD81M.001 wskazuje aktualizację 1, a plik zawiera aktualizację 2');

    const other = await upload('US4MD81M.001', foreign ?? b);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('US4MD81M.001 jest aktualizacją komórki US4AK3SB, nie US4MD81M');

    expect(await upload('US4MD81M.001', u1 ?? b)).toMatchObject({ status: 201, body: { filename: 'US4MD81M.001', update: 1 } });
    expect((await list())[0]?.latest_update).toBe(1);
    // The cell's files changed: the chart engine reads it again, with the update applied.
    expect((await layer('DEPARE')).headers.get('x-chart-cache')).toBe('read');

    const again = await upload('US4MD81M.001', u1 ?? b);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Aktualizacja 1 jest już zastosowana (komórka jest po aktualizacji 1)');

    expect((await upload('US4MD81M.002', u2 ?? b)).status).toBe(201);
    expect((await upload('US4MD81M.003', u3 ?? b)).status).toBe(201);
    expect(await list()).toEqual([{ name: 'US4MD81M.000', url: '/media/maps/US4MD81M.000', latest_update: 3 }]);
    expect((await layer('DEPARE')).status).toBe(200);
  });

  it('refuses names that are neither cells nor updates, and unreadable updates', async () => {
    for (const name of ['US4MD81M.01', 'US4MD81M.0001', 'US4MD81M.abc', '.001', '../US4MD81M.004']) {
      const result = await upload(name, u1 ?? b);
      expect(result.status, name).toBe(400);
    }
    const junk = await upload('US4MD81M.004', Buffer.from('not an ISO 8211 file'));
    expect(junk.status).toBe(400);
    expect(junk.body.message).toBe('US4MD81M.004 nie jest czytelnym plikiem S-57');
    expect(stored('US4MD81M.004')).toBe(false);
  });

  it('drops the updates with the cell they belong to: replaced or deleted', async () => {
    expect((await list())[0]?.latest_update).toBe(3);
    expect((await upload('US4MD81M.000', b, '?overwrite=1')).status).toBe(201);
    expect(stored('US4MD81M.001')).toBe(false);
    expect((await list())[0]?.latest_update).toBe(0);
    expect((await upload('US4MD81M.001', u1 ?? b)).status).toBe(201);
    expect((await call(server, 'DELETE', '/api/settings/maps/', { token, body: { filename: 'US4MD81M.000' } })).status).toBe(204);
    expect(stored('US4MD81M.001')).toBe(false);
    expect(await list()).toEqual([]);
  });
});
