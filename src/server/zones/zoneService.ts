// The zones as the server holds them: the list read from the store, its
// spatial index for the rules' evaluation, and the zones stream (replace
// mode: every batch is the whole list). Reloaded whenever any node of a
// cluster announces a change of the zones table (bus/sync.ts), so every
// console on every node sees a zone within a second.
import type { Zone } from '../../protocol/zones';
import { ZONES_STREAM } from '../../protocol/zones';
import type { ZoneStore } from '../db/zones';
import { StreamChannel } from '../streams/channel';
import { ZoneIndex } from './zoneIndex';

export class ZoneService {
  readonly channel: StreamChannel<Zone>;
  private zones: Zone[] = [];
  private byId = new Map<number, Zone>();
  private spatial = new ZoneIndex([]);
  private loading: Promise<void> | null = null;
  private again = false;
  private readonly listeners = new Set<(zones: readonly Zone[]) => void>();

  constructor(
    private readonly store: ZoneStore,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    this.channel = new StreamChannel<Zone>({ field: ZONES_STREAM.field, mode: 'replace', snapshot: () => this.zones });
  }

  /** Reads the zones again (a load under way is followed by one more); resolves when the list is current. */
  load(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.again = false;
        try {
          this.set(await this.store.list());
        } catch (error) {
          this.onError(error);
        }
      } while (this.again);
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  list(): readonly Zone[] {
    return this.zones;
  }

  get(id: number): Zone | undefined {
    return this.byId.get(id);
  }

  get index(): ZoneIndex {
    return this.spatial;
  }

  /** Hears every new list; returns the function that stops it. */
  onChange(listener: (zones: readonly Zone[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(zones: Zone[]): void {
    this.zones = zones;
    this.byId = new Map(zones.map((zone) => [zone.id, zone]));
    this.spatial = new ZoneIndex(zones);
    this.channel.publish(zones);
    for (const listener of this.listeners) listener(zones);
  }
}
