// Locates the coastline store the build links as .cache/coastline. Under
// CI=true a missing store is an error (the build makes it before the tests);
// elsewhere the tests that need it skip.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CoastlineStore } from '../chart/coastline/store';

export const COASTLINE_STORE_DIR = resolve(import.meta.dirname, '..', '..', '..', '.cache', 'coastline');

/** The store's folder, or null (with a message) when it has not been built outside CI. */
export function coastlineStoreDir(): string | null {
  if (existsSync(join(COASTLINE_STORE_DIR, 'manifest.json'))) return COASTLINE_STORE_DIR;
  const message = `coastline store missing: ${COASTLINE_STORE_DIR} (npm run build makes it)`;
  if (process.env.CI === 'true') throw new Error(message);
  console.warn(`skipping: ${message}`);
  return null;
}

/** The opened store, or null as coastlineStoreDir. */
export function openCoastlineStore(): CoastlineStore | null {
  const dir = coastlineStoreDir();
  return dir ? CoastlineStore.open(dir) : null;
}
