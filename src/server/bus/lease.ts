// Which node reads the AIS sources: a lease in a NATS key-value bucket whose
// entries live TTL_MS. The holder renews it every RENEW_MS (an update that
// only succeeds at the revision it last wrote); the others try to create it
// as often, which succeeds only once it has expired (the holder died or lost
// the bus) or was released (the holder stopped). A holder whose renewal
// fails steps down at once, and so does one that has not renewed within
// the lease's lifetime (its process was too busy: the others may have taken
// over), so two nodes read the sources at most for about one lifetime.
import type { KV } from 'nats';

/** Lifetime of the lease without renewal: how long the AIS stream can stay silent after its reader died. */
export const LEASE_TTL_MS = 1_000;
/** How often the holder renews and the others try to take over. */
export const LEASE_RENEW_MS = 200;

export class Lease {
  private leading = false;
  private revision = 0;
  private busy = false;
  /** When this node last wrote the lease (took or renewed it). */
  private renewedAtMs = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly kv: KV,
    private readonly key: string,
    private readonly nodeId: string,
    private readonly onLead: (leading: boolean) => void,
  ) {}

  get isLeading(): boolean {
    return this.leading;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), LEASE_RENEW_MS);
    this.timer.unref();
    void this.tick();
  }

  /** Stops renewing and releases the lease if this node holds it, so another node takes over at once. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (!this.leading) return;
    this.step(false);
    await this.kv.delete(this.key, { previousSeq: this.revision }).catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.leading && Date.now() - this.renewedAtMs > LEASE_TTL_MS) this.step(false);
    if (this.busy || !this.timer) return;
    this.busy = true;
    try {
      const startedMs = Date.now();
      if (this.leading) this.revision = await this.kv.update(this.key, this.nodeId, this.revision);
      else this.revision = await this.kv.create(this.key, this.nodeId);
      // An answer that came back too late to count: the lease may have expired meanwhile.
      if (Date.now() - startedMs > LEASE_TTL_MS) throw new Error('lease written too late');
      this.renewedAtMs = startedMs;
      this.step(true);
    } catch {
      // Held by another node (create), or lost (update): not ours.
      if (this.leading) this.step(false);
    } finally {
      this.busy = false;
    }
  }

  private step(leading: boolean): void {
    if (this.leading === leading) return;
    this.leading = leading;
    this.onLead(leading);
  }
}
