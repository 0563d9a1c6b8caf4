// Opens the configured store: the embedded SQLite file in the data folder
// (the default), or PostgreSQL when TRAXIS_DATABASE_URL is set (several
// nodes share it). The PostgreSQL client is loaded only then.
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { DB_FILE_NAME, openDatabase } from './database';
import { sqliteStore, type Store } from './store';

export interface OpenedStore {
  store: Store;
  backend: 'sqlite' | 'postgres';
  /** Where the data is, for the start-up message (no password). */
  location: string;
  close(): Promise<void>;
}

/** The database URL without its password. */
export const redactedUrl = (url: string): string => url.replace(/(\/\/[^:/@]*):[^@/]*@/, '$1:…@');

export async function openStore(config: ServerConfig, onPoolError: (error: Error) => void): Promise<OpenedStore> {
  if (config.databaseUrl !== null) {
    const { openPostgresStore } = await import('./postgres/store');
    const opened = await openPostgresStore(config.databaseUrl, config.databasePool, onPoolError);
    return { store: opened.store, backend: 'postgres', location: redactedUrl(config.databaseUrl), close: opened.close };
  }
  const db = openDatabase(config.dataDir);
  return { store: sqliteStore(db), backend: 'sqlite', location: join(config.dataDir, DB_FILE_NAME), close: async () => void db.close() };
}
