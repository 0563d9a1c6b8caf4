// Demo data for a first start (TRAXIS_DEMO_DATA, default on): a few sidings
// with trains, atons and cameras around the Port of Gdynia, so that every
// panel has something to show. Seeded once: a meta flag records it, so data
// the operators delete does not come back. Sidings and trains lie on land
// and atons in water of the chart's coastline (demoPositions.test.ts).
import { SIMULATED_CAMERA_TYPE } from '../../protocol/cameras';
import type { Store } from './store';

const SEEDED_KEY = 'demo_data_seeded';

export const DEMO_SIDINGS = [
  { nabrzeze: 'Nabrzeże Holenderskie', zwrotnica: 'H1', tor: '101', dlugosc_toru: 420, latitude: 54.53645, longitude: 18.54825, azimuth: 18 },
  { nabrzeze: 'Nabrzeże Bułgarskie', zwrotnica: 'B2', tor: '204', dlugosc_toru: 560, latitude: 54.54205, longitude: 18.53885, azimuth: 112 },
  { nabrzeze: 'Nabrzeże Szwedzkie', zwrotnica: 'S1', tor: '301', dlugosc_toru: 350, latitude: 54.53015, longitude: 18.54835, azimuth: 353 },
  { nabrzeze: 'Nabrzeże Rumuńskie', zwrotnica: 'R3', tor: '402', dlugosc_toru: 480, latitude: 54.53235, longitude: 18.54075, azimuth: 69 },
] as const;

export const DEMO_TRAINS = [
  { name: 'Węglarka 1', sidingIndex: 0, trolley_count: 12, description: 'Węgiel energetyczny do eksportu' },
  { name: 'Kontenerowy 7', sidingIndex: 1, trolley_count: 18, description: 'Kontenery 40 ft, terminal BCT' },
  { name: 'Zbożowy 3', sidingIndex: 2, trolley_count: 8, description: 'Pszenica, elewator' },
  { name: 'Cysterny 2', sidingIndex: 3, trolley_count: 10, description: 'Olej rzepakowy' },
] as const;

export const DEMO_ATONS = [
  { name: 'Gdynia Główka Północna', mmsi: '992616001', vid: 1, aid_type: 5, latitude: 54.53395, longitude: 18.57535 },
  { name: 'Gdynia Główka Południowa', mmsi: '992616002', vid: 2, aid_type: 5, latitude: 54.53155, longitude: 18.57445 },
  { name: 'Pława G1', mmsi: '992616003', vid: 3, aid_type: 29, latitude: 54.53125, longitude: 18.60315 },
  { name: 'Pława G2 lewa', mmsi: '992616004', vid: 4, aid_type: 24, latitude: 54.53465, longitude: 18.59115 },
  { name: 'Pława G3 prawa', mmsi: '992616005', vid: 5, aid_type: 25, latitude: 54.52895, longitude: 18.59025 },
  { name: 'Pława kardynalna N Ostroga', mmsi: '992616006', vid: 6, aid_type: 20, latitude: 54.55045, longitude: 18.58515 },
] as const;

/** Built-in cameras; each has its own address (the /camera/ stream finds a camera by address and credentials). */
export const DEMO_CAMERAS = [
  { name: 'Falochron Główny', camera_type: SIMULATED_CAMERA_TYPE, ip_address: '127.0.0.1', port: 8008, latitude: 54.5336, longitude: 18.5731, angle_min: 30, angle_max: 150, range_min: 0, range_max: 2500, login: 'operator', password: 'demo', snapshot_url: '' },
  { name: 'Nabrzeże Holenderskie', camera_type: SIMULATED_CAMERA_TYPE, ip_address: '127.0.0.1', port: 8009, latitude: 54.5361, longitude: 18.5583, angle_min: 180, angle_max: 270, range_min: 0, range_max: 800, login: 'operator', password: 'demo', snapshot_url: '' },
  { name: 'Basen IV', camera_type: SIMULATED_CAMERA_TYPE, ip_address: '127.0.0.1', port: 8010, latitude: 54.5405, longitude: 18.5442, angle_min: 90, angle_max: 200, range_min: 0, range_max: 600, login: 'operator', password: 'demo', snapshot_url: '' },
] as const;

/**
 * Seeds the demo data unless it was seeded before; returns true when it did.
 * The flag is claimed first, so of several nodes starting on one database
 * only one seeds.
 */
export async function seedDemoData(store: Store): Promise<boolean> {
  if (!(await store.meta.claim(SEEDED_KEY, new Date().toISOString()))) return false;
  const sidings = [];
  for (const siding of DEMO_SIDINGS) sidings.push(await store.sidings.create({ ...siding }));
  for (const { sidingIndex, ...train } of DEMO_TRAINS) {
    const siding = sidings[sidingIndex];
    if (siding) await store.trains.create({ ...train, siding: siding.id });
  }
  for (const aton of DEMO_ATONS) await store.atons.create({ ...aton });
  for (const camera of DEMO_CAMERAS) await store.cameras.create({ ...camera });
  return true;
}
