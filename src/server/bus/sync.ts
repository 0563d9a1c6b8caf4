// What a node does with the changes every node announces: drops what its
// store caches of a changed table, refreshes the live streams that show it
// (trains, atons, the blacklist on the vessels, the zones), refuses the tokens of
// sessions ended elsewhere, and forgets what it read of a changed map file.
// After the bus was unreachable it reads everything again.
import type { Sessions } from '../auth/sessions';
import { STORE_TABLES, type Store, type StoreTable } from '../db/store';
import type { LiveFeeds } from '../live/feeds';
import type { Cluster } from './cluster';

export interface ClusterFollowers {
  store: Store;
  sessions: Sessions;
  feeds: LiveFeeds;
  /** The chart engine's cache of map files. */
  maps: { forget(name: string): void };
  /** The zones (their stream and the rules' evaluation). */
  zones?: { load(): Promise<void> };
  warn(message: string): void;
}

export function followCluster(cluster: Cluster, followers: ClusterFollowers): void {
  const { store, sessions, feeds, maps, zones, warn } = followers;
  const refreshed = (what: string, work: Promise<void>): void =>
    void work.catch((error: unknown) => warn(`bus: ${what} not refreshed: ${error instanceof Error ? error.message : String(error)}`));
  const refresh = (table: StoreTable): void => {
    if (table === 'trains' || table === 'sidings') refreshed('trains', feeds.refreshTrains());
    else if (table === 'atons') refreshed('atons', feeds.refreshAtons());
    else if (table === 'blacklist') refreshed('blacklist', feeds.refreshBlacklist());
    else if (table === 'zones' && zones) refreshed('zones', zones.load());
  };
  cluster.subscribe((event) => {
    switch (event.kind) {
      case 'table':
        store.forget(event.table);
        refresh(event.table);
        break;
      case 'sessions-ended':
        sessions.noteEnded(event.sessions);
        break;
      case 'file':
        if (event.folder === 'maps') maps.forget(event.name);
        break;
    }
  });
  cluster.onResync(() => {
    for (const table of STORE_TABLES) {
      store.forget(table);
      refresh(table);
    }
    refreshed('ended sessions', sessions.reload());
  });
}
