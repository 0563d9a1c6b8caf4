// NMEA log-file replay: streams a file line by line (never whole into
// memory) and feeds the lines at the pace they were received, from their
// tag-block times (c:), or at a fixed rate for lines without one, both
// sped up by a factor. Loops by default so a replay keeps vessels alive.
import { createReadStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { LineSplitter, type LineSink } from './lineSplitter';
import { parseTagBlock } from './tagBlock';

export interface ReplaySourceOptions {
  path: string;
  onLine: LineSink;
  /** Speed-up factor (default 1 = real time; 10 = ten times faster). */
  speed?: number;
  /** Pace of lines without a tag-block time, in lines per second before the speed-up (default 10). */
  linesPerSecond?: number;
  /** Longest wait between two lines in real time, whatever the log's gap (default 10 s). */
  maxGapMs?: number;
  /** Start again at the end of the file (default true). */
  loop?: boolean;
  /** Called when the file cannot be read (the replay stops). */
  onError?: (error: Error) => void;
  /** Called at the end of each pass. */
  onEnd?: () => void;
}

/** The tag-block time (c:) of a line in unix ms, or null. */
export function lineTimeMs(line: string): number | null {
  if (!line.startsWith('\\')) return null;
  const end = line.indexOf('\\', 1);
  if (end < 0) return null;
  try {
    return parseTagBlock(line.slice(1, end)).timeMs ?? null;
  } catch {
    return null;
  }
}

export class ReplayAisSource {
  private abort: AbortController | null = null;
  private done: Promise<void> = Promise.resolve();
  readonly stats = { lines: 0, passes: 0, sinkErrors: 0 };

  constructor(private readonly options: ReplaySourceOptions) {
    const speed = options.speed ?? 1;
    if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`replay speed must be a positive number, got ${speed}`);
  }

  start(): void {
    if (this.abort) return;
    const abort = new AbortController();
    this.abort = abort;
    this.done = this.run(abort.signal).catch((error: unknown) => {
      if (abort.signal.aborted) return;
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
    });
  }

  /** Stops the replay; resolves once it has stopped. */
  async stop(): Promise<void> {
    this.abort?.abort();
    this.abort = null;
    await this.done;
  }

  /** Resolves when the replay ends (a pass without loop, stop, or an error). */
  finished(): Promise<void> {
    return this.done;
  }

  private async run(signal: AbortSignal): Promise<void> {
    do {
      const before = this.stats.lines;
      await this.pass(signal);
      this.stats.passes++;
      this.options.onEnd?.();
      // An empty file must not spin: wait a second before reading it again.
      if (this.stats.lines === before && (this.options.loop ?? true)) await sleep(1000, undefined, { signal });
    } while ((this.options.loop ?? true) && !signal.aborted);
  }

  private async pass(signal: AbortSignal): Promise<void> {
    const speed = this.options.speed ?? 1;
    const stepMs = 1000 / (this.options.linesPerSecond ?? 10) / speed;
    const maxGapMs = this.options.maxGapMs ?? 10_000;
    let previousLogMs: number | null = null;
    /** Real time at which the next line is due. */
    let dueMs = performance.now();
    let sinceYield = 0;
    const lines: string[] = [];
    const splitter = new LineSplitter((line) => lines.push(line));
    const stream = createReadStream(this.options.path, { highWaterMark: 16 * 1024, signal });
    const emitAll = async (): Promise<void> => {
      for (const line of lines.splice(0)) {
        if (line.trim() === '' || line.startsWith('#')) continue;
        const logMs = lineTimeMs(line);
        if (logMs !== null && previousLogMs !== null) dueMs += Math.min(maxGapMs, Math.max(0, (logMs - previousLogMs) / speed));
        else if (logMs === null && this.stats.lines > 0) dueMs += stepMs;
        if (logMs !== null) previousLogMs = logMs;
        const waitMs = dueMs - performance.now();
        if (waitMs > 1) {
          await sleep(waitMs, undefined, { signal });
          sinceYield = 0;
        } else if (++sinceYield >= 500) {
          // Behind schedule: still give the event loop a turn now and then.
          await sleep(0, undefined, { signal });
          sinceYield = 0;
        }
        this.stats.lines++;
        try {
          this.options.onLine(line);
        } catch {
          this.stats.sinkErrors++;
        }
      }
    };
    for await (const chunk of stream) {
      splitter.push(chunk as Buffer);
      await emitAll();
    }
    splitter.flush();
    await emitAll();
  }
}
