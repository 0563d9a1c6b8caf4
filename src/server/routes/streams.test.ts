// The five live streams over real WebSockets against a real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STREAMS, type LiveTrain, type Station } from '../../protocol/streams';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let cookies: string;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { TRAXIS_WS_PING_MS: '150', TRAXIS_DEMO_DATA: '1' } });
  ({ cookies, access: token } = await signIn(server));
});
afterAll(() => server.dispose());

const wsUrl = (path: string) => `${server.url.replace('http', 'ws')}${path}`;

/** Opens a socket and resolves with it and its first JSON message. */
function open(path: string, headers: Record<string, string>, options: { autoPong?: boolean } = {}) {
  return new Promise<{ socket: WebSocket; first: Record<string, unknown>; messages: string[] }>((resolve, reject) => {
    const socket = new WebSocket(wsUrl(path), { headers });
    const messages: string[] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      messages.push(text);
      if (text === 'ping') {
        if (options.autoPong !== false) socket.send('pong');
        return;
      }
      if (messages.filter((m) => m !== 'ping').length === 1) resolve({ socket, first: JSON.parse(text) as Record<string, unknown>, messages });
    });
    socket.on('unexpected-response', (request, response) => {
      // With this listener ws leaves the request to us: end it, or the connection stays open.
      request.destroy();
      reject(new Error(`HTTP ${response.statusCode}`));
    });
    socket.on('error', reject);
  });
}

describe('live streams', () => {
  it.each(Object.values(STREAMS))('$path sends its field first with the current state', async ({ path, field }) => {
    const { socket, first } = await open(path, { cookie: cookies });
    expect(Object.keys(first)).toEqual([field]);
    expect(Array.isArray(first[field])).toBe(true);
    socket.close();
  });

  it('trains are the stored trains on their sidings, with the live fields of the spec', async () => {
    const { socket, first } = await open(STREAMS.trains.path, { cookie: cookies });
    const trains = first.trains as LiveTrain[];
    expect(trains.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(trains[0] ?? {}).sort()).toEqual(
      [
        'azimuth',
        'loco_length',
        'loco_width',
        'name',
        'siding_length',
        'siding_position',
        'train_id',
        'trolley_count',
        'trolley_length',
        'trolley_spacing',
        'trolley_width',
      ].sort(),
    );
    socket.close();
  });

  it('stations carry every spec field', async () => {
    const { socket, first } = await open(STREAMS.stations.path, { cookie: cookies });
    const [station] = first.stations as Station[];
    for (const key of ['name', 'station_name', 'latitude', 'longitude', 'av_wind_speed', 'wind_direction', 'wind_gust', 'sea_state', 'water_level', 'air_temperature', 'air_pressure', 'water_temperature', 'datetime']) {
      expect(station).toHaveProperty(key);
    }
    socket.close();
  });

  it('refuses a socket without the login cookie (401) and one from another site (403)', async () => {
    await expect(open(STREAMS.vessels.path, {})).rejects.toThrow('HTTP 401');
    await expect(open(STREAMS.vessels.path, { authorization: 'Bearer nope' })).rejects.toThrow('HTTP 401');
    await expect(open(STREAMS.vessels.path, { cookie: cookies, origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const same = await open(STREAMS.trains.path, { cookie: cookies, origin: server.url });
    same.socket.close();
  });

  it('pings; a client that answers stays, one that never answers is closed', async () => {
    const polite = await open(STREAMS.stations.path, { cookie: cookies });
    const rude = await open(STREAMS.stations.path, { cookie: cookies }, { autoPong: false });
    const closed = new Promise<void>((resolve) => rude.socket.on('close', () => resolve()));
    await closed;
    expect(rude.messages).toContain('ping');
    expect(polite.socket.readyState).toBe(WebSocket.OPEN);
    polite.socket.close();
  });

  it('a train added through the API appears in the stream', async () => {
    const sidings = (await call<{ id: number }[]>(server, 'GET', '/api/trains/sidings/', { token })).body;
    await call(server, 'POST', '/api/trains/trains/', { token, body: { name: 'Nowy skład', siding: sidings[0]?.id, trolley_count: 3 } });
    const { socket, first } = await open(STREAMS.trains.path, { cookie: cookies });
    // The feed refreshes every 2 s; the snapshot may predate the insert, so wait for a batch that has it.
    const seen = (first.trains as LiveTrain[]).some((train) => train.name === 'Nowy skład')
      ? true
      : await new Promise<boolean>((resolve) => {
          socket.on('message', (data) => {
            const text = data.toString();
            if (text !== 'ping' && (JSON.parse(text) as { trains: LiveTrain[] }).trains.some((train) => train.name === 'Nowy skład')) resolve(true);
          });
        });
    expect(seen).toBe(true);
    socket.close();
  });
});

describe('lightning', () => {
  it('returns the newest strikes in the box as {lon, lat, time}', async () => {
    const result = await call<{ lon: number; lat: number; time: string }[]>(server, 'GET', '/api/stations/last_strikes/', { token });
    expect(result.status).toBe(200);
    expect(result.body.length).toBeGreaterThan(0);
    expect(result.body.length).toBeLessThanOrEqual(100);
    for (const strike of result.body) {
      expect(strike.lon).toBeGreaterThanOrEqual(-18);
      expect(strike.lon).toBeLessThanOrEqual(43);
      expect(strike.lat).toBeGreaterThanOrEqual(33);
      expect(strike.lat).toBeLessThanOrEqual(73);
      expect(Number.isNaN(Date.parse(strike.time))).toBe(false);
    }
  });

  it("answers the console's 'off' request with an empty list, and refuses nonsense", async () => {
    const off = await call(server, 'GET', '/api/stations/last_strikes/?number=0&west=&east=&north=&south=&sig=0', { token });
    expect(off).toMatchObject({ status: 200, body: [] });
    expect((await call(server, 'GET', '/api/stations/last_strikes/?number=abc', { token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/stations/last_strikes/?north=95', { token })).status).toBe(400);
    expect((await call(server, 'GET', '/api/stations/last_strikes/?number=5', { token })).body).toHaveLength(5);
    expect((await call(server, 'GET', '/api/stations/last_strikes/')).status).toBe(401);
  });
});
