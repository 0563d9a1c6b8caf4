// A least-recently-used cache bounded by the approximate bytes of its
// values (the caller says how big each one is).

interface Entry<V> {
  value: V;
  bytes: number;
}

export class ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least
  // recently used entry first.
  private readonly entries = new Map<string, Entry<V>>();
  private bytesUsed = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.bytesUsed;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value; one larger than the whole bound is not kept. Evicts the least recently used until it fits. */
  set(key: string, value: V, bytes: number): void {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytesUsed += bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.bytesUsed <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytesUsed -= old.bytes;
    }
  }

  delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytesUsed -= entry.bytes;
    return true;
  }

  /** Deletes every entry whose key starts with `prefix`. */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }
}
