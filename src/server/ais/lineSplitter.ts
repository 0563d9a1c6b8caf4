// Splits a byte stream (TCP, file) into lines for the pipeline. The partial
// line kept between chunks is bounded: a line longer than the limit is
// dropped whole (counted), so a feed without line ends never grows memory.

export type LineSink = (line: string) => void;

/** Longest line kept (NMEA sentences are at most 82 characters; tag blocks and metadata add some). */
export const MAX_BUFFERED_LINE = 1024;

export class LineSplitter {
  private partial = '';
  /** True while skipping the rest of an over-long line. */
  private skipping = false;
  /** Lines dropped for being too long. */
  overlong = 0;

  constructor(
    private readonly sink: LineSink,
    private readonly maxLine = MAX_BUFFERED_LINE,
  ) {}

  /** Feeds a chunk; bytes are read as Latin-1 (AIS is ASCII), so a chunk may end anywhere. */
  push(chunk: Buffer | string): void {
    const text = typeof chunk === 'string' ? chunk : chunk.toString('latin1');
    let start = 0;
    for (;;) {
      const end = text.indexOf('\n', start);
      if (end < 0) break;
      const piece = text.slice(start, end);
      start = end + 1;
      if (this.skipping) {
        this.skipping = false;
        this.partial = '';
        continue;
      }
      const line = this.partial + piece;
      this.partial = '';
      if (line.length > this.maxLine) {
        this.overlong++;
        continue;
      }
      this.sink(line.endsWith('\r') ? line.slice(0, -1) : line);
    }
    if (this.skipping) return;
    this.partial += text.slice(start);
    if (this.partial.length > this.maxLine) {
      this.partial = '';
      this.skipping = true;
      this.overlong++;
    }
  }

  /** Emits a last line without its terminator (end of a file or connection). */
  flush(): void {
    if (!this.skipping && this.partial !== '') this.sink(this.partial);
    this.partial = '';
    this.skipping = false;
  }
}
