// Connects the five streams to the live store while signed in, and sweeps
// expired vessels every 5 minutes (spec section 9).
import type { Aton } from '../../protocol/atons';
import type { StreamName } from '../../protocol/streams';
import { VESSEL_SWEEP_MS, type Vessel } from '../../protocol/vessels';
import { liveCounts, type LiveStore } from './liveStore';
import { StreamClient, type StreamClientDeps } from './streamClient';

export class LiveConnection {
  private readonly clients: StreamClient<unknown>[];
  private sweepTimer: unknown = null;

  constructor(
    private readonly store: LiveStore,
    private readonly deps: StreamClientDeps,
  ) {
    const replace = (kind: 'trains' | 'atons' | 'stations' | 'warnings') => (items: unknown[]) => {
      store.replace(kind, items);
      this.count();
    };
    const streams: [StreamName, (items: unknown[]) => void][] = [
      [
        'vessels',
        (items) => {
          store.mergeVessels(items as Vessel[]);
          this.count();
        },
      ],
      ['trains', replace('trains')],
      ['atons', (items) => replace('atons')(items as Aton[])],
      ['stations', replace('stations')],
      ['warnings', replace('warnings')],
    ];
    this.clients = streams.map(([name, onBatch]) => new StreamClient<unknown>(name, onBatch, deps));
  }

  start(): void {
    for (const client of this.clients) client.start();
    if (this.sweepTimer === null) {
      const sweep = (): void => {
        this.store.expire();
        this.count();
        this.sweepTimer = this.deps.setTimer(sweep, VESSEL_SWEEP_MS);
      };
      this.sweepTimer = this.deps.setTimer(sweep, VESSEL_SWEEP_MS);
    }
  }

  stop(): void {
    for (const client of this.clients) client.stop();
    if (this.sweepTimer !== null) this.deps.clearTimer(this.sweepTimer);
    this.sweepTimer = null;
    this.store.clear();
    this.count();
  }

  private count(): void {
    liveCounts.vessels = this.store.vessels.size;
    liveCounts.trains = this.store.trains.length;
    liveCounts.atons = this.store.atons.length;
  }
}
