// A new client of the vessels stream receives the snapshot in messages of
// this many vessels (SNAPSHOT_CHUNK_ITEMS in src/server/streams/channel.ts,
// held equal by its test): the benchmarks' clients skip that many messages
// after each connect, since a snapshot's ages are not delivery delays.
export const SNAPSHOT_CHUNK_VESSELS = 1000;

/** Messages of a snapshot of `vessels` vessels. */
export const snapshotMessages = (vessels) => Math.max(1, Math.ceil(vessels / SNAPSHOT_CHUNK_VESSELS));
