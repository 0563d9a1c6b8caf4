import { describe, expect, it } from 'vitest';
import type { PickHit } from '../chart/chartHandle';
import { TRAIN_ID_MIN, VESSEL_ID_MIN } from '../../protocol/vessels';
import { pickEntries, type PickNames } from './pickEntries';
import { VESSEL_NAMES_TTL_MS, VesselNames } from './vesselNames';

const names: PickNames = {
  trainName: (id) => (id === TRAIN_ID_MIN + 1 ? 'Węglarka 7' : undefined),
  vessel: (id) => (id === VESSEL_ID_MIN + 1 ? { name: 'DAR MLODZIEZY', mmsi: '261000001' } : id === VESSEL_ID_MIN + 2 ? { name: ' ', mmsi: '261000002' } : undefined),
};

describe('pick list entries', () => {
  it('names icons, trains and vessels by kind and name (a vessel without a name by MMSI), nearest first as given', () => {
    const acted: string[] = [];
    const hits: PickHit[] = [
      { kind: 'icon', icon: { key: 'station:gdynia', label: 'Stacja pogodowa: Gdynia Port', distancePx: 0, centreDistancePx: 0, act: () => acted.push('station') }, distancePx: 0 },
      { kind: 'object', id: VESSEL_ID_MIN + 1, distancePx: 1 },
      { kind: 'object', id: VESSEL_ID_MIN + 2, distancePx: 1 },
      { kind: 'object', id: VESSEL_ID_MIN + 3, distancePx: 2 },
      { kind: 'object', id: TRAIN_ID_MIN + 1, distancePx: 3 },
    ];
    const picked: number[] = [];
    const entries = pickEntries(hits, names, (id) => picked.push(id));
    expect(entries.map((e) => e.label)).toEqual([
      'Stacja pogodowa: Gdynia Port',
      'Statek: DAR MLODZIEZY',
      'Statek: MMSI 261000002',
      'Statek',
      'Pociąg: Węglarka 7',
    ]);
    entries[0]?.choose();
    entries[4]?.choose();
    expect(acted).toEqual(['station']);
    expect(picked).toEqual([TRAIN_ID_MIN + 1]);
  });
});

describe('vessel names for the pick list', () => {
  it('reads the list once for unknown ids, again only after the TTL', async () => {
    let now = 0;
    let loads = 0;
    const cache = new VesselNames(async () => {
      loads += 1;
      return [{ id: 5, name: 'A', mmsi: '1' }] as never;
    }, () => now);
    await cache.ensure([5]);
    expect(cache.known(5)).toEqual({ name: 'A', mmsi: '1' });
    await cache.ensure([5]);
    await cache.ensure([6]);
    expect(loads).toBe(1);
    now = VESSEL_NAMES_TTL_MS;
    await cache.ensure([6]);
    expect(loads).toBe(2);
  });
});
