// The AIS lines the leader reads, gathered into bus messages: one message
// per turn of the event loop (lines read together travel together), but
// never holding lines read more than AIS_BATCH_SPAN_MS apart — a message
// carries one stamp, when its first line was read, which every node's
// tracker takes as the lines' time of receipt (a simulator encoding a step's
// reports for 20 ms would otherwise stamp its last vessels 20 ms early) —
// nor more than AIS_BATCH_BYTES.

/** A batch is sent before it passes this size (NATS's default message limit is 1 MB). */
export const AIS_BATCH_BYTES = 256 * 1024;
/** A batch holds lines read at most this long apart. */
export const AIS_BATCH_SPAN_MS = 2;

export interface AisBatch {
  lines: string[];
  /** When its first line was read (unix ms). */
  readMs: number;
}

export class AisLineBatcher {
  private pending: string[] = [];
  private bytes = 0;
  private firstMs = 0;

  constructor(private readonly send: (batch: AisBatch) => void) {}

  /** Adds lines read at `nowMs`, sending what waits first if it was read AIS_BATCH_SPAN_MS before; true while lines wait for `flush`. */
  add(lines: readonly string[], nowMs: number): boolean {
    if (lines.length > 0) {
      if (this.pending.length > 0 && nowMs - this.firstMs >= AIS_BATCH_SPAN_MS) this.flush();
      if (this.pending.length === 0) this.firstMs = nowMs;
      for (const line of lines) {
        this.pending.push(line);
        this.bytes += line.length + 1;
      }
      if (this.bytes >= AIS_BATCH_BYTES) this.flush();
    }
    return this.pending.length > 0;
  }

  /** Sends what waits. */
  flush(): void {
    if (this.pending.length === 0) return;
    const batch = { lines: this.pending, readMs: this.firstMs };
    this.pending = [];
    this.bytes = 0;
    this.send(batch);
  }
}
