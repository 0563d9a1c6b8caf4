// Connects the five streams to the live store while signed in: trains,
// atons, stations and warnings on the main thread; the vessels stream
// (large batches: JSON, merge per id, expiry sweep every 5 minutes) in the
// vessel worker. A replay (src/app/replay/) swaps the source: the streams
// close and the store and the vessel worker show a picture from the
// history until `showLive` (the worker fetched it and keeps its vessels).
import type { Aton } from '../../protocol/atons';
import type { StreamName } from '../../protocol/streams';
import { countBatch, countCleared, countTrainsAndAtons } from './liveCounts';
import type { LiveStore } from './liveStore';
import { StreamClient, type StreamClientDeps } from './streamClient';
import type { VesselWorkerClient } from './vesselWorkerClient';
import type { WorkerPicture } from './worker/picturePipeline';

export class LiveConnection {
  private readonly clients: StreamClient<unknown>[];
  private started = false;
  private replaying = false;
  /** The replayed lists as last shown (JSON): an unchanged list is neither parsed nor replaced (its overlays are not redrawn). */
  private shownLists: Record<'atons' | 'stations' | 'warnings', string> = { atons: '', stations: '', warnings: '' };

  constructor(
    private readonly store: LiveStore,
    private readonly deps: StreamClientDeps,
    private readonly vessels: Pick<VesselWorkerClient, 'connect' | 'disconnect' | 'showPicture' | 'showLive'>,
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
    this.started = true;
    this.vessels.connect(this.deps.location);
    if (this.replaying) return;
    for (const client of this.clients) client.start();
  }

  stop(): void {
    this.started = false;
    this.replaying = false;
    for (const client of this.clients) client.stop();
    this.vessels.disconnect();
    this.store.clear();
    countCleared();
    this.count();
  }

  /** Replay: the streams close and the store and the vessel worker show this picture (trains are not kept: none). */
  showPicture(picture: Pick<WorkerPicture, 'id' | 'json'>): void {
    if (!this.replaying) {
      this.replaying = true;
      for (const client of this.clients) client.stop();
      this.store.replace('trains', []);
      this.shownLists = { atons: '', stations: '', warnings: '' };
    }
    for (const kind of ['atons', 'stations', 'warnings'] as const) {
      const json = picture.json[kind];
      if (json === this.shownLists[kind]) continue;
      this.shownLists[kind] = json;
      this.store.replace(kind, JSON.parse(json) as unknown[]);
    }
    this.vessels.showPicture(picture.id);
    this.count();
  }

  /** Back to the live streams after a replay. */
  showLive(): void {
    if (!this.replaying) return;
    this.replaying = false;
    for (const kind of ['trains', 'atons', 'stations', 'warnings'] as const) this.store.replace(kind, []);
    this.vessels.showLive();
    this.count();
    if (this.started) for (const client of this.clients) client.start();
  }

  private count(): void {
    countTrainsAndAtons(this.store.trains.length, this.store.atons.length);
  }
}
