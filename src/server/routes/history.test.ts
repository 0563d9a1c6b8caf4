// The time machine's calls on a real server recording its built-in traffic:
// the picture now holds the live list, a vessel's track as JSON, GPX (read
// by an XML parser) and CSV, every vessel's tracks, the range; bad input is
// a 400 {code, message} in Polish; the health says the history records;
// with the history off every call is a 503.
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPicture, HistoryRange, HistoryTrack, HistoryTracks } from '../../protocol/history';
import type { HealthResponse } from '../../protocol/health';
import type { Vessel } from '../../protocol/vessels';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { TRAXIS_HISTORY_DAYS: '30', TRAXIS_SIM_VESSELS: '40', TRAXIS_DEMO_DATA: '1' } });
  ({ access: token } = await signIn(server));
});
afterAll(() => server.dispose());

const get = <T>(path: string) => call<T>(server, 'GET', path, { token });
const iso = (ms: number): string => new Date(ms).toISOString();

describe('history calls', () => {
  let vessel: Vessel;
  let fromMs: number;

  beforeAll(async () => {
    fromMs = Date.now() - 60_000;
    // The first reports are written within a flush (and the worker's start).
    for (let tries = 0; tries < 100; tries += 1) {
      if ((await get<HistoryPicture>(`/api/history/picture/?at=${iso(Date.now())}`)).body.vessels?.length === 44) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const live = (await get<Vessel[]>('/api/vessels/')).body;
    vessel = live.find((v) => (v.speed ?? 0) > 3) ?? (live[0] as Vessel);
  });

  it('answers the picture now with the live list, the atons, stations and warnings', async () => {
    const { status, body, headers } = await get<HistoryPicture>(`/api/history/picture/?at=${iso(Date.now())}`);
    expect(status).toBe(200);
    expect(headers.get('server-timing')).toMatch(/^history;dur=\d+(\.\d)?$/);
    const live = (await get<Vessel[]>('/api/vessels/')).body;
    expect(body.vessels.map((v) => v.mmsi).sort()).toEqual(live.map((v) => v.mmsi).sort());
    expect(Object.keys(body.vessels[0] ?? {}).sort()).toEqual(Object.keys(live[0] ?? {}).sort());
    expect(body.atons.length).toBeGreaterThan(0);
    expect(body.stations).toHaveLength(5);
    expect(body.warnings).toHaveLength(4);
    expect(body.alerts).toEqual([]);
    // Before anything was recorded: an empty picture.
    expect((await get<HistoryPicture>(`/api/history/picture/?at=${iso(fromMs - 3_600_000)}`)).body.vessels).toEqual([]);
  });

  it("gives a vessel's track in time order inside the window, as JSON, GPX and CSV", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const query = `?mmsi=${vessel.mmsi}&from=${iso(fromMs)}&to=${iso(Date.now())}`;
    const { status, body } = await get<HistoryTrack>(`/api/history/track/${query}`);
    expect(status).toBe(200);
    expect(body.mmsi).toBe(vessel.mmsi);
    expect(body.points.length).toBeGreaterThan(0);
    const times = body.points.map((p) => p[0]);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const point of body.points) expect(point).toHaveLength(6);

    const gpx = await call<string>(server, 'GET', `/api/history/track/gpx/${query}`, { token });
    expect(gpx.status).toBe(200);
    expect(gpx.headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
    expect(gpx.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="traxis-track-${vessel.mmsi}-\\d{8}T\\d{6}Z-\\d{8}T\\d{6}Z\\.gpx"$`));
    const parser = new SaxesParser({ xmlns: true });
    const points: { lat: number; lon: number }[] = [];
    let root = '';
    parser.on('opentag', (tag) => {
      if (!root) root = `${tag.uri} ${tag.local}`;
      if (tag.local === 'trkpt') points.push({ lat: Number(tag.attributes.lat?.value), lon: Number(tag.attributes.lon?.value) });
    });
    parser.write(gpx.body).close();
    expect(root).toBe('http://www.topografix.com/GPX/1/1 gpx');
    expect(points).toHaveLength(body.points.length);
    expect(points[0]?.lat).toBeCloseTo(body.points[0]?.[1] ?? NaN, 6);

    const csv = await call<string>(server, 'GET', `/api/history/track/csv/${query}`, { token });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe('time_utc,t_ms,latitude,longitude,speed_kn,course_deg,heading_deg');
    expect(rows).toHaveLength(body.points.length + 1);
    expect(Number(rows[1]?.split(',')[1])).toBe(body.points[0]?.[0]);
  });

  it("gives every vessel's tracks of a short window, and the range", async () => {
    const tracks = (await get<HistoryTracks>(`/api/history/tracks/?from=${iso(fromMs)}&to=${iso(Date.now())}`)).body;
    expect(tracks.tracks.length).toBe(44);
    expect(tracks.tracks.find((t) => t.mmsi === vessel.mmsi)).toMatchObject({ id: vessel.id, name: vessel.name });
    const range = (await get<HistoryRange>('/api/history/range/')).body;
    expect(range).toMatchObject({ days: 30, recording: true, error: null, alerts_truncated: false });
    expect(Date.parse(range.to ?? '')).toBeGreaterThan(Date.parse(range.from ?? ''));
  });

  it('tells in the health that the history is recording', async () => {
    expect((await call<HealthResponse>(server, 'GET', '/api/health')).body.history).toEqual({ recording: true, error: null });
  });

  it('answers bad input with a 400 {code, message} in Polish', async () => {
    const now = Date.now();
    const bad: [string, RegExp][] = [
      [`/api/history/track/?from=${iso(now - 1000)}&to=${iso(now)}`, /^Nieprawidłowe dane/],
      [`/api/history/track/?mmsi=12345&from=${iso(now - 1000)}&to=${iso(now)}`, /^Nieprawidłowe dane/],
      [`/api/history/track/?mmsi=${vessel.mmsi}&from=wczoraj&to=${iso(now)}`, /^Nieprawidłowy czas „from”/],
      [`/api/history/track/?mmsi=${vessel.mmsi}&from=2025-05-01T12:00:00&to=${iso(now)}`, /^Nieprawidłowy czas „from”/],
      [`/api/history/track/?mmsi=${vessel.mmsi}&from=${iso(now)}&to=${iso(now - 1000)}`, /^Początek okna czasu/],
      [`/api/history/track/?mmsi=${vessel.mmsi}&from=${iso(now - 32 * 86_400_000)}&to=${iso(now)}`, /^Okno czasu dłuższe niż 31 dni$/],
      [`/api/history/track/gpx/?mmsi=${vessel.mmsi}&from=${iso(now - 32 * 86_400_000)}&to=${iso(now)}`, /^Okno czasu dłuższe niż 31 dni$/],
      [`/api/history/track/csv/?mmsi=${vessel.mmsi}&from=${iso(now)}&to=2025-13-01T00:00:00Z`, /^Nieprawidłowy czas „to”/],
      [`/api/history/tracks/?from=${iso(now - 61 * 60_000)}&to=${iso(now)}`, /^Okno czasu dłuższe niż 60 minut$/],
      ['/api/history/picture/', /^Nieprawidłowe dane/],
      ['/api/history/picture/?at=teraz', /^Nieprawidłowy czas „at”/],
      [`/api/history/picture/?at=${iso(now)}&extra=1`, /^Nieprawidłowe dane/],
      [`/api/history/range/?from=${iso(now)}&to=${iso(now - 1)}`, /^Początek okna czasu/],
    ];
    for (const [path, message] of bad) {
      const { status, body } = await get<{ code: string; message: string }>(path);
      expect({ path, status, code: body.code }).toEqual({ path, status: 400, code: 'bad_request' });
      expect(body.message).toMatch(message);
    }
    // A window of exactly 31 days is allowed.
    expect((await get(`/api/history/track/?mmsi=${vessel.mmsi}&from=${iso(now - 31 * 86_400_000)}&to=${iso(now)}`)).status).toBe(200);
  });

  it('refuses every call without a sign-in', async () => {
    for (const path of ['/api/history/picture/?at=2025-01-01T00:00:00Z', '/api/history/range/', '/api/history/track/csv/?mmsi=261000001&from=2025-01-01T00:00:00Z&to=2025-01-01T01:00:00Z']) {
      expect((await call(server, 'GET', path)).status).toBe(401);
    }
  });
});

describe('history switched off', () => {
  it('answers every call with a 503 and says so in the health', async () => {
    const off = await startTestServer();
    try {
      const { access } = await signIn(off);
      const { status, body } = await call<{ code: string; message: string }>(off, 'GET', '/api/history/range/', { token: access });
      expect({ status, ...body }).toEqual({ status: 503, code: 'unavailable', message: 'Historia jest wyłączona (TRAXIS_HISTORY_DAYS=0)' });
      expect((await call<HealthResponse>(off, 'GET', '/api/health')).body.history).toEqual({ recording: false, error: null });
    } finally {
      await off.dispose();
    }
  });
});
