// Vessels from the built-in traffic through the real AIS pipeline: the
// list, the stream, the blacklist taking effect at once, and pictures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { isVesselId, NAV_STATUS_NAMES, type Vessel } from '../../protocol/vessels';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
let cookies: string;
beforeAll(async () => {
  server = await startTestServer({ env: { TRAXIS_SIM_VESSELS: '120' } });
  ({ access: token, cookies } = await signIn(server));
});
afterAll(() => server.dispose());

const list = async () => (await call<Vessel[]>(server, 'GET', '/api/vessels/', { token })).body;

const SPEC_FIELDS = ['id', 'mmsi', 'name', 'vessel_type', 'latitude', 'longitude', 'speed', 'course', 'heading', 'nav_status', 'draught', 'to_bow', 'to_stern', 'to_port', 'to_starboard', 'last_reported'];

describe('vessels', () => {
  it('GET /api/vessels/ lists the built-in fleet with the spec fields and 24-bit ids', async () => {
    const vessels = await list();
    expect(vessels.length).toBe(120);
    for (const vessel of vessels) {
      expect(Object.keys(vessel).sort()).toEqual([...SPEC_FIELDS].sort());
      expect(isVesselId(vessel.id)).toBe(true);
      expect(vessel.mmsi).toMatch(/^\d{9}$/);
      expect(NAV_STATUS_NAMES).toContain(vessel.nav_status);
    }
    expect(new Set(vessels.map((v) => v.id)).size).toBe(120);
    expect(vessels.some((v) => v.to_bow === null)).toBe(true);
    expect(vessels.some((v) => v.nav_status === 'AtAnchor')).toBe(true);
    expect((await call(server, 'GET', '/api/vessels/')).status).toBe(401);
  });

  it('the stream sends the fleet first, then updates; a blacklisted MMSI disappears at once', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/socket-server-vessels/`, { headers: { cookie: cookies } });
    const batches: Vessel[][] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') socket.send('pong');
      else batches.push((JSON.parse(text) as { vessels: Vessel[] }).vessels);
    });
    await new Promise((resolve) => socket.on('open', resolve));
    await expect.poll(() => batches.length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(batches[0]?.length).toBe(120);
    expect(batches[0]?.every((v) => v.latitude !== null && v.longitude !== null)).toBe(true);

    const victim = batches[0]?.find((v) => v.speed !== null && v.speed > 1);
    if (!victim) throw new Error('no moving vessel');
    expect((await call(server, 'POST', '/api/vag/add_mmsi_to_blacklist/', { token, body: { mmsi: victim.mmsi } })).status).toBe(200);
    const seen = batches.length;
    expect((await list()).some((v) => v.mmsi === victim.mmsi)).toBe(false);
    expect((await call(server, 'GET', `/api/vessels/${victim.id}/get_vessel_picture/`, { token })).status).toBe(404);
    // Updates keep coming (moving vessels report every 10 s), never for the blacklisted one.
    await expect.poll(() => batches.length, { timeout: 12_000 }).toBeGreaterThan(seen + 1);
    expect(batches.slice(seen).flat().some((v) => v.mmsi === victim.mmsi)).toBe(false);
    socket.close();
    await call(server, 'POST', '/api/vag/remove_mmsi_from_blacklist/', { token, body: { mmsi: victim.mmsi } });
    expect((await list()).some((v) => v.mmsi === victim.mmsi)).toBe(true);
  }, 20_000);

  it('pictures: 204 without a photo, a data URL with one, 404 for an unknown id', async () => {
    const [vessel] = await list();
    if (!vessel) throw new Error('no vessel');
    expect((await call(server, 'GET', `/api/vessels/${vessel.id}/get_vessel_picture/`, { token })).status).toBe(204);
    const dir = join(server.dataDir, 'vessel-photos');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${vessel.mmsi}.png`), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const picture = await call<{ picture: string }>(server, 'GET', `/api/vessels/${vessel.id}/get_vessel_picture/`, { token });
    expect(picture.status).toBe(200);
    expect(picture.body.picture).toBe('data:image/png;base64,iVBORw==');
    expect((await call(server, 'GET', '/api/vessels/1/get_vessel_picture/', { token })).status).toBe(404);
  });
});
