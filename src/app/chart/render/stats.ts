// The chart's counters for the benchmarks and e2e tests, in one object the
// debug hook (chartDebug.ts) reads: the render loop's main-thread time,
// frames, the longest part of one loop, chart-layer and vessel uploads.

/** Bounded log: keeps the newest `max` entries. */
function pushBounded<T>(log: T[], entry: T, max: number): void {
  log.push(entry);
  if (log.length > max) log.shift();
}

export type LoopPart = 'pick' | 'sync' | 'frame';

export class ChartStats {
  /** Main-thread ms of the render loop (with its uploads). */
  loopMs = 0;
  /** Frames rendered by the render loop. */
  frames = 0;
  /** The longest time of each part of one loop iteration, ms. */
  readonly longestMs: Record<LoopPart, number> = { pick: 0, sync: 0, frame: 0 };
  /** Recent frame CPU times, ms. */
  readonly frameTimesMs: number[] = [];
  /** Recent chart-layer uploads: [layer id, main-thread ms, bytes]. */
  readonly layerUploads: [string, number, number][] = [];
  /** Main-thread ms spent uploading worker-built vessel layers. */
  vesselUploadMs = 0;
  /** Recent vessel-layer upload steps: [performance.now() at the start, main-thread ms]. */
  readonly vesselUploads: [number, number][] = [];
  /** Label placements of the chart's texts: how many, the longest slice of one (main-thread ms), the last one's text layers and labels shown, and whether one is due or under way (the texts are not complete yet). */
  readonly placement = { count: 0, longestMs: 0, layers: 0, shown: 0, pending: false };

  /** Vertices drawn in the last frame, per kind of data ('coastline', …), as layers report them. */
  readonly frameVertices: Record<string, number> = {};
  /** The most vertices of a kind drawn in any one frame so far. */
  readonly maxFrameVertices: Record<string, number> = {};

  /** A new frame starts: the per-frame vertex counts restart. */
  beginFrame(): void {
    for (const kind of Object.keys(this.frameVertices)) this.frameVertices[kind] = 0;
  }

  /** A layer drew `count` vertices of a kind in this frame. */
  verticesDrawn(kind: string, count: number): void {
    const now = (this.frameVertices[kind] ?? 0) + count;
    this.frameVertices[kind] = now;
    if (now > (this.maxFrameVertices[kind] ?? 0)) this.maxFrameVertices[kind] = now;
  }

  timed(part: LoopPart, fn: () => void): void {
    const t0 = performance.now();
    fn();
    const ms = performance.now() - t0;
    if (ms > this.longestMs[part]) this.longestMs[part] = ms;
  }

  /** A frame's CPU time (frames of the loop and forced ones). */
  frameTime(ms: number): void {
    pushBounded(this.frameTimesMs, ms, 600);
  }

  layerUploaded(id: string, ms: number, bytes: number): void {
    pushBounded(this.layerUploads, [id, ms, bytes], 200);
  }

  placed(ms: number, layers: number, shown: number): void {
    this.placement.count += 1;
    this.placement.layers = layers;
    this.placement.shown = shown;
    this.placement.longestMs = Math.max(this.placement.longestMs, ms);
  }

  vesselUploadStep(startMs: number, ms: number): void {
    this.vesselUploadMs += ms;
    pushBounded(this.vesselUploads, [startMs, ms], 100);
  }
}
