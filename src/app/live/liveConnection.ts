// Connects the five streams to the live store while signed in: trains,
// atons, stations and warnings on the main thread; the vessels stream
// (large batches: JSON, merge per id, expiry sweep every 5 minutes) in the
// vessel worker.
import type { Aton } from '../../protocol/atons';
import type { StreamName } from '../../protocol/streams';
import { countBatch, countCleared, countTrainsAndAtons } from './liveCounts';
import type { LiveStore } from './liveStore';
import { StreamClient, type StreamClientDeps } from './streamClient';
import type { VesselWorkerClient } from './vesselWorkerClient';

export class LiveConnection {
  private readonly clients: StreamClient<unknown>[];

  constructor(
    private readonly store: LiveStore,
    private readonly deps: StreamClientDeps,
    private readonly vessels: Pick<VesselWorkerClient, 'connect' | 'disconnect'>,
  ) {
    const replace = (kind: 'trains' | 'atons' | 'stations' | 'warnings') => (items: unknown[]) => {
      store.replace(kind, items);
      countBatch(kind);
      this.count();
    };
    const streams: [Exclude<StreamName, 'vessels'>, (items: unknown[]) => void][] = [
      ['trains', replace('trains')],
      ['atons', (items) => replace('atons')(items as Aton[])],
      ['stations', replace('stations')],
      ['warnings', replace('warnings')],
    ];
    this.clients = streams.map(([name, onBatch]) => new StreamClient<unknown>(name, onBatch, deps));
  }

  start(): void {
    for (const client of this.clients) client.start();
    this.vessels.connect(this.deps.location);
  }

  stop(): void {
    for (const client of this.clients) client.stop();
    this.vessels.disconnect();
    this.store.clear();
    countCleared();
    this.count();
  }

  private count(): void {
    countTrainsAndAtons(this.store.trains.length, this.store.atons.length);
  }
}
