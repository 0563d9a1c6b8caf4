// A list of the live store in a component: the store's lists are plain
// arrays that each batch of their stream replaces (not proxies), so the
// component reads its list again when the stream's batch counter
// (liveCounts.ts) bumps, and renders again when what it read changed.
import { useCallback, useSyncExternalStore } from 'react';
import { subscribeKey } from 'valtio/utils';
import { liveCounts, type BatchKind } from './liveCounts';

/** `read` (of the store's `kind` list) now, and again after every batch of `kind`. */
export function useLiveList<T>(kind: BatchKind, read: () => T): T {
  const subscribe = useCallback((changed: () => void) => subscribeKey(liveCounts.batches, kind, changed), [kind]);
  return useSyncExternalStore(subscribe, read);
}
