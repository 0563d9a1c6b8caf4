// What comes off the air beyond vessels, through a running server fed by a
// replayed log: the safety-message log (GET /api/ais/safety-messages/), a
// distress device flagged in the vessel list, and a SAR aircraft left out of
// it; with the shared corpus, the met/hydro stations in the stations stream.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SAFETY_MESSAGES_PATH, type SafetyMessage } from '../../protocol/aisSafety';
import type { Station } from '../../protocol/streams';
import type { Vessel } from '../../protocol/vessels';
import { encodeToSentences, toSentences } from '../ais/encoder';
import { BitWriter } from '../ais/sixbit';
import { SHARED_DATA_DIR } from '../testing/sharedData';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

const SAMPLE = join(SHARED_DATA_DIR, 'ais', 'gpsd', 'sample.aivdm');

/** Message 14 from an AIS-SART (no encoder of it in the library: written here bit by bit). */
function sartActive(mmsi: number): string[] {
  const { payload, fillBits } = new BitWriter().uint(14, 6).uint(0, 2).uint(mmsi, 30).uint(0, 2).text('SART ACTIVE', 11).toPayload();
  return toSentences(payload, fillBits);
}

let server: TestServer;
let token: string;
let cookies: string;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'traxis-ais-'));
  const lines = [
    ...encodeToSentences({ type: 1, repeat: 0, mmsi: 970012345, navStatus: 14, turnRaw: 0, speedKn: 0.5, accuracy: true, lonDeg: 18.7, latDeg: 54.5, courseDeg: 10, headingDeg: null, second: 1, maneuver: 0, raim: false, radio: 0 }),
    ...sartActive(970012345),
    ...(existsSync(SAMPLE) ? readFileSync(SAMPLE, 'utf8').split('\n') : []),
  ];
  const log = join(dir, 'replay.nmea');
  writeFileSync(log, `${lines.join('\n')}\n`);
  server = await startTestServer({ env: { TRAXIS_AIS_REPLAY: log, TRAXIS_AIS_REPLAY_SPEED: '100' } });
  ({ access: token, cookies } = await signIn(server));
});
afterAll(() => server.dispose());

describe('AIS reports beyond vessel positions', () => {
  it('GET /api/ais/safety-messages/ lists the safety messages with sender, text and time; signed in only', async () => {
    expect((await call(server, 'GET', SAFETY_MESSAGES_PATH)).status).toBe(401);
    const list = async () => (await call<SafetyMessage[]>(server, 'GET', SAFETY_MESSAGES_PATH, { token })).body;
    await expect.poll(async () => (await list()).some((m) => m.text === 'SART ACTIVE'), { timeout: 10_000 }).toBe(true);
    const sart = (await list()).find((m) => m.text === 'SART ACTIVE');
    expect(sart).toMatchObject({ mmsi: '970012345', sender_kind: 'sart', addressed: false, destination_mmsi: null });
    expect(Date.parse(sart?.received_at ?? '')).toBeGreaterThan(0);
  });

  it('GET /api/vessels/ flags the AIS-SART and leaves the SAR aircraft out', async () => {
    const vessels = async () => (await call<Vessel[]>(server, 'GET', '/api/vessels/', { token })).body;
    await expect.poll(async () => (await vessels()).find((v) => v.mmsi === '970012345')?.target_kind, { timeout: 10_000 }).toBe('sart');
    if (!existsSync(SAMPLE)) return;
    // sample.aivdm's SAR aircraft (111265591, 111232511) come before its last vessel, 244740981.
    await expect.poll(async () => (await vessels()).some((v) => v.mmsi === '244740981'), { timeout: 10_000 }).toBe(true);
    expect((await vessels()).some((v) => v.target_kind === 'sar_aircraft' || v.mmsi.startsWith('111'))).toBe(false);
  });

  it.skipIf(!existsSync(SAMPLE))('the stations stream carries the met/hydro stations heard over AIS beside the built-in ones', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/socket-server-stations/`, { headers: { cookie: cookies } });
    const batches: Station[][] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'ping') socket.send('pong');
      else batches.push((JSON.parse(text) as { stations: Station[] }).stations);
    });
    await new Promise((resolve) => socket.on('open', resolve));
    try {
      // The first batch is the snapshot; the replay reaches the met/hydro sentences within a few seconds.
      await expect
        .poll(async () => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          return batches.at(-1)?.find((s) => s.name === 'ais_992611190')?.station_name ?? (await reconnectedSnapshot());
        }, { timeout: 20_000 })
        .toBe('AIS 992611190');
      expect(batches[0]?.some((s) => s.source === undefined)).toBe(true);
    } finally {
      socket.close();
    }
  });
});

/** A fresh connection's snapshot (the stations stream publishes every 10 s otherwise). */
async function reconnectedSnapshot(): Promise<string | undefined> {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws/socket-server-stations/`, { headers: { cookie: cookies } });
  try {
    const stations = await new Promise<Station[]>((resolve, reject) => {
      socket.on('message', (data) => {
        const text = data.toString();
        if (text !== 'ping') resolve((JSON.parse(text) as { stations: Station[] }).stations);
      });
      socket.on('error', reject);
    });
    return stations.find((s) => s.name === 'ais_992611190')?.station_name;
  } finally {
    socket.close();
  }
}
