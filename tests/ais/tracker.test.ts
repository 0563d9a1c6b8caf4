// The whole path on real data: GPSD's live capture (ais-raw-messages.log)
// through the pipeline into the VesselTracker, checked against GPSD's
// reports: each vessel's latest position, nav status and static data, and
// the atons of its type 21 reports.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navStatusName } from '../../src/protocol/vessels';
import { AisPipeline } from '../../src/server/ais/pipeline';
import { VesselTracker, mmsiString } from '../../src/server/ais/vesselTracker';
import { sharedDataFile } from '../../src/server/testing/sharedData';

const log = sharedDataFile('ais', 'gpsd', 'daemon', 'ais-raw-messages.log');
const chk = sharedDataFile('ais', 'gpsd', 'daemon', 'ais-raw-messages.log.chk');

interface Report {
  class: string;
  type: number;
  mmsi: number;
  lat?: number;
  lon?: number;
  status?: number;
  shipname?: string;
  name?: string;
  draught?: number;
  aid_type?: number;
}

describe.skipIf(!log || !chk)('GPSD live capture through the VesselTracker', () => {
  it('holds each vessel with its latest position, nav status and static data, and the atons', () => {
    const pipeline = new AisPipeline();
    const tracker = new VesselTracker({ now: () => 0 });
    tracker.attach(pipeline);
    pipeline.pushAll(readFileSync(log ?? '', 'utf8').split('\n'));

    const expected = new Map<number, { lat?: number; lon?: number; status?: number; name?: string; draught?: number }>();
    const atons = new Map<number, Report>();
    for (const line of readFileSync(chk ?? '', 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      const r = JSON.parse(line) as Report;
      if (r.class !== 'AIS') continue;
      if (r.type === 21) {
        atons.set(r.mmsi, r);
        continue;
      }
      if (r.type === 4) continue;
      const e = expected.get(r.mmsi) ?? {};
      if (r.lat !== undefined && r.lon !== undefined && r.lat !== 91 * 600000 && r.lon !== 181 * 600000) {
        e.lat = r.lat / 600000;
        e.lon = r.lon / 600000;
      }
      if (r.status !== undefined) e.status = r.status;
      if (r.type === 5) {
        e.name = r.shipname;
        e.draught = r.draught;
      }
      expected.set(r.mmsi, e);
    }

    const vessels = new Map(tracker.list().map((v) => [v.mmsi, v]));
    expect(expected.size).toBeGreaterThan(10);
    expect(vessels.size).toBe(expected.size);
    for (const [mmsi, e] of expected) {
      const v = vessels.get(mmsiString(mmsi));
      expect(v, `vessel ${mmsi}`).toBeDefined();
      if (!v) continue;
      if (e.lat !== undefined) {
        expect(v.latitude).toBeCloseTo(e.lat, 9);
        expect(v.longitude).toBeCloseTo(e.lon ?? NaN, 9);
      }
      if (e.status !== undefined) expect(v.nav_status).toBe(navStatusName(e.status));
      if (e.name !== undefined) expect(v.name).toBe(e.name);
      if (e.draught !== undefined) expect(v.draught).toBe(e.draught === 0 ? null : e.draught / 10);
    }

    expect(new Set(tracker.listAtons().map((a) => a.mmsi))).toEqual(new Set([...atons.keys()].map(mmsiString)));
    for (const aton of tracker.listAtons()) {
      const r = atons.get(Number(aton.mmsi));
      expect(aton.name).toBe(r?.name);
      expect(aton.aid_type).toBe(r?.aid_type);
    }
  });
});
