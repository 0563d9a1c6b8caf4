// The main thread's side of the vessel worker with a scripted port.
import { afterEach, describe, expect, it } from 'vitest';
import type { PackedVesselLayer } from '../chart/layers/vessels/vesselSource';
import type { VesselWorkerMessage, VesselWorkerRequest } from './worker/vesselWorkerProtocol';
import { countVessels, liveCounts } from './liveCounts';
import { LiveStore } from './liveStore';
import { testVessel } from './testVessel';
import { VesselWorkerClient, type VesselWorkerPort } from './vesselWorkerClient';

const origin = { latDeg: 54.53, lonDeg: 18.54 };

function harness(refreshToken?: () => Promise<boolean>) {
  const sent: VesselWorkerRequest[] = [];
  const port: VesselWorkerPort = { postMessage: (m) => sent.push(m), onmessage: null };
  const store = new LiveStore();
  let token = 'a';
  const client = new VesselWorkerClient(port, store, {
    now: () => 42,
    token: () => token,
    refreshToken: refreshToken && (() => ((token = 'b'), refreshToken())),
  });
  const reply = (m: VesselWorkerMessage) => port.onmessage?.({ data: m } as MessageEvent<VesselWorkerMessage>);
  return { sent, store, client, reply };
}

afterEach(() => {
  countVessels(0);
});

describe('vessel worker client', () => {
  it('connects with the page location, and posts layer options only when they change', () => {
    const { sent, client } = harness();
    client.connect({ protocol: 'https:', host: 'h:1' });
    const area: [number, number, number, number] = [18, 54, 19, 55];
    client.setLayerOptions({ visible: true, vectorLengthMin: 6, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    client.setLayerOptions({ visible: true, vectorLengthMin: 6, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    client.setLayerOptions({ visible: false, vectorLengthMin: 6, origin, area: null, drawnScalesPxPerM: null, stationaryShrunk: false });
    client.setLayerOptions({ visible: false, vectorLengthMin: 6, origin, area, drawnScalesPxPerM: null, stationaryShrunk: false });
    client.setLayerOptions({ visible: false, vectorLengthMin: 6, origin, area, drawnScalesPxPerM: null, stationaryShrunk: false });
    const scales = [0.01, 0.16] as const;
    client.setLayerOptions({ visible: false, vectorLengthMin: 6, origin, area, drawnScalesPxPerM: scales, stationaryShrunk: false });
    client.setLayerOptions({ visible: false, vectorLengthMin: 6, origin, area, drawnScalesPxPerM: scales, stationaryShrunk: false });
    client.disconnect();
    expect(sent.map((m) => m.type)).toEqual(['connect', 'layerOptions', 'layerOptions', 'layerOptions', 'layerOptions', 'disconnect']);
    expect(sent[0]).toEqual({ type: 'connect', location: { protocol: 'https:', host: 'h:1' } });
  });

  it('passes ids and the watched record into the store, keeps the newest layer until taken', () => {
    const { sent, store, client, reply } = harness();
    reply({ type: 'table', ids: Uint32Array.from([2 ** 23, 2 ** 23 + 1]) });
    expect(store.vesselCount).toBe(2);
    expect(liveCounts.vessels).toBe(2);
    store.watchVessel(2 ** 23);
    expect(sent.at(-1)).toEqual({ type: 'watch', id: 2 ** 23 });
    reply({ type: 'vessel', id: 2 ** 23 + 1, vessel: { ...testVessel(2 ** 23 + 1), latitude: 54, longitude: 18, receivedMs: 0 } });
    expect(store.vessels.size).toBe(0); // not the watched one
    reply({ type: 'vessel', id: 2 ** 23, vessel: { ...testVessel(2 ** 23), latitude: 54, longitude: 18, receivedMs: 0 } });
    expect(store.vessels.get(2 ** 23)?.mmsi).toBe(testVessel(2 ** 23).mmsi);
    reply({ type: 'vessel', id: 2 ** 23, vessel: null });
    expect(store.vessels.size).toBe(0);
    const layer = {} as PackedVesselLayer;
    expect(client.pendingSinceMs).toBeNull();
    reply({ type: 'layer', buildId: 1, layer });
    reply({ type: 'layer', buildId: 2, layer });
    expect(client.pendingSinceMs).toBe(42);
    expect(client.takeLayer()).toEqual({ buildId: 2, layer, arrivedMs: 42 });
    expect(client.takeLayer()).toBeNull();
    client.uploaded(2, 3.5);
    expect(sent.at(-1)).toEqual({ type: 'uploaded', buildId: 2, mainMs: 3.5 });
  });

  it('asks the worker for a picture, again with a fresh token after a 401, and shows it by id', async () => {
    const { sent, client, reply } = harness(() => Promise.resolve(true));
    const lists = { at: 'then', json: { atons: '[]', stations: '[]', warnings: '[]', alerts: '[]' } };
    const shown = client.picture(60_000);
    expect(sent.at(-1)).toEqual({ type: 'picture', request: { id: 1, atMs: 60_000, token: 'a' } });
    reply({ type: 'picture', id: 1, failure: { status: 401, message: 'picture: HTTP 401' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(sent.at(-1)).toEqual({ type: 'picture', request: { id: 2, atMs: 60_000, token: 'b' } });
    reply({ type: 'picture', id: 2, picture: { ...lists, id: 2 } });
    expect(await shown).toEqual({ ...lists, id: 2 });
    client.showPicture(2);
    expect(sent.at(-1)).toEqual({ type: 'replay', id: 2 });
    const failed = client.picture(0);
    reply({ type: 'picture', id: 3, failure: { status: 503, message: 'picture: HTTP 503' } });
    await expect(failed).rejects.toThrow('picture: HTTP 503');
    expect(sent.filter((m) => m.type === 'picture')).toHaveLength(3);
  });
});
