// The zones stream while signed in (same sign-in, ping/pong and reconnect
// as the other streams): every message is the whole list of zones.
import { ZONES_STREAM, type Zone } from '../../protocol/zones';
import { StreamClient, type StreamClientDeps } from '../live/streamClient';

export class ZonesConnection {
  private readonly client: StreamClient<Zone>;

  constructor(
    deps: StreamClientDeps,
    /** Each message's list (and an empty one, not received, when stopped). */
    private readonly onZones: (zones: Zone[], received: boolean) => void,
  ) {
    this.client = new StreamClient<Zone>(ZONES_STREAM, (items) => this.onZones(items, true), deps);
  }

  start(): void {
    this.client.start();
  }

  stop(): void {
    this.client.stop();
    this.onZones([], false);
  }
}
