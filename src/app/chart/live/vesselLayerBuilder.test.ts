import { describe, expect, it } from 'vitest';
import type { LiveVessel } from '../../live/liveStore';
import { VesselLayerBuilder, type BuiltVesselLayer, type VesselWorkerPort } from './vesselLayerBuilder';
import type { VesselBuildRequest, VesselBuildResponse } from './vesselWorkerProtocol';

const options = { origin: { latDeg: 54.53, lonDeg: 18.54 }, vectorLengthMin: 6, alphaScale: 1, pickable: true };
const vessel = { id: 2 ** 23, latitude: 54.5, longitude: 18.6, nav_status: 'AtAnchor' } as LiveVessel;
const layer = {} as BuiltVesselLayer;

describe('vessel layer builder', () => {
  it('keeps one build in flight, transfers the batch and ignores stale answers', () => {
    const sent: { m: VesselBuildRequest; t: Transferable[] }[] = [];
    const port: VesselWorkerPort = { postMessage: (m, t) => sent.push({ m, t }), onmessage: null };
    const built: BuiltVesselLayer[] = [];
    const b = new VesselLayerBuilder(port, (l) => built.push(l));
    const reply = (r: VesselBuildResponse) => port.onmessage?.({ data: r } as MessageEvent<VesselBuildResponse>);
    expect(b.build(new Map([[vessel.id, vessel]]), options)).toBe(true);
    expect(b.build(new Map(), options)).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.m.batch.ids[0]).toBe(2 ** 23);
    expect(sent[0]?.t).toHaveLength(8);
    reply({ buildId: 999, ok: true, layer });
    expect(built).toHaveLength(0);
    reply({ buildId: sent[0]?.m.buildId ?? 0, ok: true, layer });
    expect(built).toEqual([layer]);
    expect(b.busy).toBe(false);
    expect(b.build(new Map(), options)).toBe(true);
  });
});
