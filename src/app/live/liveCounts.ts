// What React reads of the live data (valtio): counts, `watchedVessel`
// bumping when a watched vessel's record changes, and one counter per batch
// of each stream that replaces all (React re-reads the store's list when it
// bumps: useLiveList.ts). Written only through the functions below.
import { proxy } from 'valtio';

/** The streams whose every batch replaces the store's list. */
export type BatchKind = 'trains' | 'atons' | 'stations' | 'warnings';

export const liveCounts = proxy({
  vessels: 0,
  trains: 0,
  atons: 0,
  watchedVessel: 0,
  batches: { trains: 0, atons: 0, stations: 0, warnings: 0 } satisfies Record<BatchKind, number>,
});

/** A batch of `kind` replaced the store's list. */
export function countBatch(kind: BatchKind): void {
  liveCounts.batches[kind] += 1;
}

/** Every list was emptied (signed out): no vessels, and each list re-read. */
export function countCleared(): void {
  liveCounts.vessels = 0;
  for (const kind of Object.keys(liveCounts.batches) as BatchKind[]) liveCounts.batches[kind] += 1;
}

/** The trains and atons in the store now. */
export function countTrainsAndAtons(trains: number, atons: number): void {
  liveCounts.trains = trains;
  liveCounts.atons = atons;
}

/** The vessels in the worker's table now. */
export function countVessels(count: number): void {
  liveCounts.vessels = count;
}

/** A watched vessel's record changed. */
export function countWatchedVessel(): void {
  liveCounts.watchedVessel += 1;
}
