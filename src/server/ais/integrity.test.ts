// AIS integrity through the real pipeline: encoded sentences (tag-block
// times for the reports) -> AisPipeline -> VesselTracker -> IntegrityMonitor.
// Each rule fires on its anomaly and not on the same vessel behaving.
import { describe, expect, it } from 'vitest';
import type { IntegrityRule } from '../../protocol/alerts';
import { AisEncoder } from './encoder';
import { HOLD_MS, SILENT_MS } from './integrity';
import type { ClassAPosition, EncodableMessage } from './index';
import { AisPipeline } from './pipeline';
import { VesselTracker } from './vesselTracker';
import { VesselTraffic } from '../live/vesselTraffic';
import { positionMessages, staticMessages } from '../live/vesselFeed';

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const NM_LAT = 1 / 60;

class Harness {
  clockMs = T0;
  readonly pipeline = new AisPipeline({ now: () => this.clockMs });
  readonly tracker = new VesselTracker({ now: () => this.clockMs });
  private readonly encoder = new AisEncoder();

  constructor() {
    this.tracker.attach(this.pipeline);
  }

  /** Sends a message received at `atMs` (tag-block time), advancing the clock to it. */
  send(message: EncodableMessage, atMs = this.clockMs): void {
    this.clockMs = Math.max(this.clockMs, atMs);
    this.pipeline.pushAll(this.encoder.encode(message, { tagBlock: { timeMs: atMs } }));
  }

  rules(mmsi: number): IntegrityRule[] {
    return this.tracker.integrity
      .findingsOf(String(mmsi).padStart(9, '0'), this.clockMs)
      .map((f) => f.rule)
      .sort();
  }

  reason(mmsi: number, rule: IntegrityRule): string {
    return this.tracker.integrity.findingsOf(String(mmsi).padStart(9, '0'), this.clockMs).find((f) => f.rule === rule)?.reason ?? '';
  }
}

function classA(mmsi: number, latDeg: number, lonDeg: number, speedKn: number, courseDeg: number, headingDeg: number | null = courseDeg): ClassAPosition {
  return {
    type: 1,
    repeat: 0,
    mmsi,
    navStatus: 0,
    turnRaw: 0,
    speedKn,
    accuracy: true,
    lonDeg,
    latDeg,
    courseDeg,
    headingDeg,
    second: 0,
    maneuver: 0,
    raim: false,
    radio: 0,
  };
}

/** A vessel steaming north at `speedKn`, one report every 10 s from T0 + `fromS`. */
function steam(h: Harness, mmsi: number, reports: number, speedKn = 12, fromS = 0, lat0 = 54.6): void {
  for (let k = 0; k < reports; k += 1) {
    const tS = fromS + 10 * k;
    h.send(classA(mmsi, lat0 + (speedKn * tS * NM_LAT) / 3600, 18.8, speedKn, 0), T0 + tS * 1000);
  }
}

function staticData(mmsi: number, shipName: string, callsign: string): EncodableMessage {
  return {
    type: 5,
    repeat: 0,
    mmsi,
    aisVersion: 0,
    imo: 0,
    callsign,
    shipName,
    shipType: 70,
    toBowM: 100,
    toSternM: 20,
    toPortM: 10,
    toStarboardM: 10,
    epfd: 1,
    eta: { month: 0, day: 0, hour: 24, minute: 60 },
    draughtM: 8,
    destination: 'PLGDY',
    dte: false,
  };
}

describe('AIS integrity', () => {
  it('a vessel behaving raises nothing', () => {
    const h = new Harness();
    h.send(staticData(261000001, 'BALTIC STAR', 'SP1234'));
    steam(h, 261000001, 60);
    h.send(staticData(261000001, 'BALTIC STAR', 'SP1234'));
    expect(h.rules(261000001)).toEqual([]);
  });

  it('position jump: a report 10 NM off, implying far over 50 kn', () => {
    const h = new Harness();
    steam(h, 261000002, 10);
    h.send(classA(261000002, 54.6 + 10 * NM_LAT, 18.8, 12, 0), T0 + 100_000);
    expect(h.rules(261000002)).toEqual(['position_jump']);
    expect(h.reason(261000002, 'position_jump')).toMatch(/^Skok pozycji o 9,\d NM w 10 s \(prędkość pozorna \d+ kn, zgłaszana 12,0 kn\)$/);
    // Over three times the reported speed (2 NM in 5 minutes at a reported 6 kn: 24 kn) counts too.
    const slow = new Harness();
    slow.send(classA(261000003, 54.6, 18.8, 6, 0), T0);
    slow.send(classA(261000003, 54.6 + 2 * NM_LAT, 18.8, 6, 0), T0 + 300_000);
    expect(slow.rules(261000003)).toEqual(['position_jump']);
    // The same move at a reported 10 kn is plausible (24 kn < 30 kn), and GPS noise of 0.2 NM never counts.
    const fast = new Harness();
    fast.send(classA(261000004, 54.6, 18.8, 10, 0), T0);
    fast.send(classA(261000004, 54.6 + 2 * NM_LAT, 18.8, 10, 0), T0 + 300_000);
    fast.send(classA(261000004, 54.6 + 2.2 * NM_LAT, 18.8, 0, 0), T0 + 301_000);
    expect(fast.rules(261000004)).toEqual([]);
  });

  it('duplicate MMSI: one identity heard alternately from two places 15 NM apart', () => {
    const h = new Harness();
    for (let k = 0; k < 12; k += 1) {
      const tS = 10 * k;
      h.send(classA(261000005, 54.6 + (10 * tS * NM_LAT) / 3600, 18.8, 10, 0), T0 + tS * 1000);
      h.send(classA(261000005, 54.85, 18.8 + (10 * tS * NM_LAT) / 3600 / 0.58, 10, 90), T0 + tS * 1000 + 5000);
    }
    // The jumps between the two transmitters are explained by the duplicate: not reported beside it.
    expect(h.rules(261000005)).toEqual(['duplicate_mmsi']);
    expect(h.reason(261000005, 'duplicate_mmsi')).toMatch(/^Ten sam MMSI nadawany z dwóch miejsc odległych o 1[45],\d NM$/);
    // A single spoofed report and back is a jump, not a duplicate.
    const once = new Harness();
    steam(once, 261000006, 6);
    once.send(classA(261000006, 55.2, 19.5, 12, 0), T0 + 55_000);
    steam(once, 261000006, 6, 12, 60);
    expect(once.rules(261000006)).toEqual(['position_jump']);
  });

  it('invalid MMSI: all digits the same, an unallocated MID, a format no vessel uses', () => {
    const h = new Harness();
    for (const mmsi of [111111111, 199123456, 2612345, 261000007]) h.send(classA(mmsi, 54.6, 18.8, 5, 0));
    expect(h.reason(111111111, 'invalid_mmsi')).toBe('Nieprawidłowy MMSI: same jednakowe cyfry');
    expect(h.reason(199123456, 'invalid_mmsi')).toBe('Nieprawidłowy MMSI: format 199… nie należy do statku');
    expect(h.reason(2612345, 'invalid_mmsi')).toBe('Nieprawidłowy MMSI: format 002… nie należy do statku');
    expect(h.rules(261000007)).toEqual([]);
    h.send(classA(289123456, 54.6, 18.8, 5, 0));
    expect(h.reason(289123456, 'invalid_mmsi')).toBe('Nieprawidłowy MMSI: nieprzydzielony kod MID 289');
    // Handhelds (8MID...) and craft of a parent ship (98MID...) with allocated MIDs are fine.
    h.send(classA(826112345, 54.6, 18.8, 5, 0));
    h.send(classA(982611234, 54.6, 18.8, 5, 0));
    expect([...h.rules(826112345), ...h.rules(982611234)]).toEqual([]);
  });

  it('silent: a class A vessel under way not heard for over 3 minutes, until heard again', () => {
    const h = new Harness();
    steam(h, 261000008, 6);
    h.clockMs = T0 + 50_000 + SILENT_MS - 1000;
    expect(h.rules(261000008)).toEqual([]);
    h.clockMs = T0 + 50_000 + SILENT_MS + 1000;
    expect(h.rules(261000008)).toEqual(['silent']);
    expect(h.reason(261000008, 'silent')).toBe('Statek klasy A w ruchu (12,0 kn) milczy od 3,0 min');
    steam(h, 261000008, 1, 12, 240);
    expect(h.rules(261000008)).toEqual([]);
    // At anchor (3 minutes between reports is normal), or stopped: never.
    const still = new Harness();
    still.send({ ...classA(261000009, 54.6, 18.8, 0.2, 0), navStatus: 1 });
    still.send(classA(261000010, 54.6, 18.9, 0, 0));
    still.clockMs = T0 + 10 * 60_000 - 1;
    expect([...still.rules(261000009), ...still.rules(261000010)]).toEqual([]);
  });

  it('course and heading over 45° apart at over 3 kn, in two reports running', () => {
    const h = new Harness();
    h.send(classA(261000011, 54.6, 18.8, 10, 90, 180), T0);
    expect(h.rules(261000011)).toEqual([]);
    h.send(classA(261000011, 54.6, 18.8 + 0.005, 10, 90, 181), T0 + 10_000);
    expect(h.rules(261000011)).toEqual(['course_heading']);
    expect(h.reason(261000011, 'course_heading')).toBe('Kurs nad dnem 90° i kurs rzeczywisty 181° różnią się o 91° przy 10,0 kn');
    // Drifting slowly with the current, or 40° of drift: fine.
    const drift = new Harness();
    for (let k = 0; k < 5; k += 1) drift.send(classA(261000012, 54.6, 18.8, 2, 90, 180), T0 + k * 10_000);
    for (let k = 0; k < 5; k += 1) drift.send(classA(261000013, 54.7, 18.8 + k * 0.001, 8, 90, 130), T0 + k * 10_000);
    expect([...drift.rules(261000012), ...drift.rules(261000013)]).toEqual([]);
  });

  it('name or call sign changing more than twice within an hour', () => {
    const h = new Harness();
    h.send(staticData(261000014, 'AMBER', 'SP1'));
    h.send(staticData(261000014, 'AMBER TWO', 'SP1'), T0 + 60_000);
    h.send(staticData(261000014, 'AMBER TWO', 'SP2'), T0 + 120_000);
    expect(h.rules(261000014)).toEqual([]);
    h.send(staticData(261000014, 'AMBER', 'SP2'), T0 + 180_000);
    expect(h.rules(261000014)).toEqual(['identity_change']);
    expect(h.reason(261000014, 'identity_change')).toBe('Nazwa lub znak wywoławczy zmienione 3 razy w ciągu godziny (AMBER TWO, SP2, AMBER)');
    // Held for a while after the last change, then gone.
    h.clockMs = T0 + 180_000 + HOLD_MS + 1000;
    expect(h.rules(261000014)).toEqual([]);
  });

  it('expiry forgets an MMSI', () => {
    const h = new Harness();
    h.send(classA(111111111, 54.6, 18.8, 5, 0));
    expect(h.tracker.integrity.size).toBe(1);
    h.tracker.sweep(T0 + 11 * 60_000);
    expect(h.tracker.integrity.size).toBe(0);
  });

  it('the built-in traffic raises no finding in half an hour', () => {
    const h = new Harness();
    const traffic = new VesselTraffic(200, 4);
    const encoder = new AisEncoder();
    for (const v of traffic.vessels()) for (const m of [...staticMessages(v), ...positionMessages(v, new Date(T0))]) h.pipeline.pushAll(encoder.encode(m));
    for (let step = 0; step < 1800; step += 1) {
      h.clockMs += 1000;
      const reports = traffic.step(1);
      for (const v of reports.statics) for (const m of staticMessages(v)) h.pipeline.pushAll(encoder.encode(m));
      for (const v of reports.positions) for (const m of positionMessages(v, new Date(h.clockMs))) h.pipeline.pushAll(encoder.encode(m));
      if (step % 60 === 0) expect(h.tracker.integrity.active(h.clockMs)).toEqual([]);
    }
    expect(h.tracker.list().length).toBe(200);
    expect(Object.values(h.tracker.integrity.counters).reduce((a, b) => a + b, 0)).toBe(0);
  }, 30_000);
});
