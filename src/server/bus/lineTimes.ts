// When the leader read each line of an AIS bus message. A message carries
// the lines of one turn of the leader's event loop (a step of the built-in
// traffic encodes thousands of lines over tens of milliseconds), and every
// node stamps a vessel with the time its line was read, as a node alone does
// (its pipeline reads the clock for each line). So the message holds the
// times where they change: runs of lines, each with its read time, as
// "index:ms" pairs after the first line's time (in its own header).

/** Lines read at one time (ms since the epoch). */
export interface LineRun {
  readonly lines: readonly string[];
  readonly readMs: number;
}

/** Collects lines and their read times for one bus message. */
export class LineTimes {
  private readonly changes: [index: number, readMs: number][] = [];

  /** Notes that lines from `index` on were read at `readMs`. */
  note(index: number, readMs: number): void {
    const last = this.changes.at(-1);
    if (last && last[1] === readMs) return;
    if (last && last[0] === index) last[1] = readMs;
    else this.changes.push([index, readMs]);
  }

  /** The first line's read time (0 when nothing was noted). */
  get firstMs(): number {
    return this.changes[0]?.[1] ?? 0;
  }

  /** The later runs as "index:msAfterFirst,…" ('' when every line was read at once). */
  header(): string {
    const first = this.firstMs;
    return this.changes
      .slice(1)
      .map(([index, readMs]) => `${index}:${readMs - first}`)
      .join(',');
  }
}

/** Splits a message's lines into runs by their read times; a malformed header leaves every line at the first's time. */
export function lineRuns(lines: readonly string[], firstMs: number, header: string | undefined): LineRun[] {
  const cuts: [number, number][] = [];
  for (const part of header ? header.split(',') : []) {
    const [index = NaN, afterMs = NaN] = part.split(':').map(Number);
    const last = cuts.at(-1)?.[0] ?? 0;
    if (!Number.isInteger(index) || !Number.isFinite(afterMs) || index <= last || index >= lines.length) return [{ lines, readMs: firstMs }];
    cuts.push([index, firstMs + afterMs]);
  }
  const runs: LineRun[] = [];
  let start = 0;
  let readMs = firstMs;
  for (const [index, nextMs] of cuts) {
    runs.push({ lines: lines.slice(start, index), readMs });
    start = index;
    readMs = nextMs;
  }
  runs.push({ lines: start === 0 ? lines : lines.slice(start), readMs });
  return runs;
}
