// The anchor watch on the built-in traffic: an hour of the default fleet
// (200 vessels, seed 1: lane traffic, vessels anchored in the roads, moored
// at berths, working their areas, leaving and arriving) through the real
// AIS pipeline, evaluated every EVALUATION_S simulated seconds, raises no
// anchor drag — and does watch anchored vessels.
import { describe, expect, it } from 'vitest';
import { AisEncoder, AisPipeline, VesselTracker } from '../ais';
import { positionMessages, staticMessages } from '../live/vesselFeed';
import { VesselTraffic } from '../live/vesselTraffic';
import { AnchorWatch } from './anchorWatch';

const EVALUATION_S = 10;
const HOUR_S = 3600;

describe('the built-in traffic', () => {
  it('drags no anchor in an hour', () => {
    let clockMs = Date.UTC(2026, 10, 23, 10, 0, 0);
    const pipeline = new AisPipeline({ now: () => clockMs });
    const tracker = new VesselTracker({ now: () => clockMs });
    tracker.attach(pipeline);
    const encoder = new AisEncoder();
    const traffic = new VesselTraffic(200, 1);
    const watch = new AnchorWatch();
    const dragged = new Set<string>();
    const anchored = new Set<string>();
    for (let t = 0; t <= HOUR_S; t += EVALUATION_S) {
      traffic.step(EVALUATION_S);
      for (const v of traffic.vessels()) {
        const messages = t % 360 === 0 ? [...staticMessages(v), ...positionMessages(v, new Date(clockMs))] : positionMessages(v, new Date(clockMs));
        for (const m of messages) pipeline.pushAll(encoder.encode(m));
      }
      const heard = tracker.listHeard();
      watch.observe(heard);
      for (const drag of watch.drags()) dragged.add(drag.vessel.mmsi);
      for (const { value } of heard) if (watch.anchored(value.mmsi)) anchored.add(value.mmsi);
      clockMs += EVALUATION_S * 1000;
    }
    console.log(`built-in traffic: ${anchored.size} vessels anchored or lying still in an hour, ${dragged.size} drags`);
    expect([...dragged]).toEqual([]);
    expect(anchored.size).toBeGreaterThan(10);
  }, 120_000);
});
