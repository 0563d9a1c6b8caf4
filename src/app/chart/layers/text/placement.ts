// Label placement over every text layer of the chart at once (MapLibre's
// Placement is the model): labels in priority order (obstacles — the point
// symbols — first), each shown only where its screen box collides with
// nothing shown before it; fixed labels (light sectors) always shown;
// labels below their feature's SCAMIN never (minPixelsPerMercatorM), nor
// labels a better cell hides (a layer's labelHidden, asked only of labels
// near the viewport: the answer costs a point-in-coverage test). It
// runs on the main thread when the view changed, at most every
// PLACEMENT_INTERVAL_MS, over the labels near the viewport, in slices in
// tasks of their own when it takes long (TextPlacement); panning alone
// moves every label by the same amount, so between placements the shown
// set stays valid.
import { CollisionIndex } from './collisionIndex';
import { LABEL_KIND, type LabelArrays } from './textFormat';

export const PLACEMENT_INTERVAL_MS = 150;
/** Labels this far outside the viewport (a share of its size) are placed too, so a pan shows them at once. */
export const PLACEMENT_MARGIN = 0.5;

/**
 * A layer's labels as the placement sees them: `apply` gets the shown flag
 * per label in a task of the placement's own, before the frame that shows
 * them; `show`, in that frame, makes them the ones drawn (every layer's at
 * once).
 */
export interface PlacedLabels {
  readonly labels: LabelArrays;
  apply(shown: Uint8Array): void;
  show?(): void;
  /** The test of labels never placed now (a better cell is drawn there); null or absent: none hidden. */
  labelHidden?(): LabelHidden | null;
  /** Changes whenever labelHidden may answer differently. */
  filterVersion?(): number;
  /**
   * Whether the layer is drawn now (absent: always). A cell's layers are
   * not until the cell is shown, and labelHidden hides all their labels
   * until then: adding or removing such a layer changes nothing on screen
   * and makes no placement due (the cell's reveal changes filterVersion).
   */
  drawn?(): boolean;
}

/** Whether a layer's label (by number) is hidden. */
export type LabelHidden = (label: number) => boolean;

export interface PlacementView {
  centreRel: [number, number];
  pixelsPerMercatorM: number;
  viewportPx: [number, number];
}

/** A placement's work between two checks of its time budget. */
const STEP_LABELS = 128;
/** A placement runs at most this long per task, then goes on in the next (MapLibre's PauseablePlacement). */
export const PLACEMENT_SLICE_MS = 6;

/** A placement's state between its steps (plain functions do the work: a generator's own locals holding numbers are boxed on the heap). */
class PlacementWork {
  readonly halfW: number;
  readonly halfH: number;
  readonly k: number;
  readonly cx: number;
  readonly cy: number;
  readonly index: CollisionIndex;
  readonly shown: Uint8Array[];
  /** Candidates as plain numbers (no object per label): layer, label, priority. */
  readonly candLayer: number[] = [];
  readonly candLabel: number[] = [];
  readonly candPriority: number[] = [];
  /** How many candidates have each priority. */
  readonly perPriority = new Map<number, number>();
  count = 0;

  constructor(
    readonly layers: readonly LabelArrays[],
    view: PlacementView,
  ) {
    const [w, h] = view.viewportPx;
    const mx = w * PLACEMENT_MARGIN;
    const my = h * PLACEMENT_MARGIN;
    this.halfW = w / 2 + mx;
    this.halfH = h / 2 + my;
    this.index = new CollisionIndex(-this.halfW, -this.halfH, 2 * this.halfW, 2 * this.halfH);
    this.shown = layers.map((l) => new Uint8Array(l.kinds.length));
    this.k = view.pixelsPerMercatorM;
    [this.cx, this.cy] = view.centreRel;
  }

  /** Labels `from..to` of layer `li` near the viewport: fixed ones shown, the others candidates. */
  gather(li: number, from: number, to: number, off: LabelHidden | null): void {
    const l = this.layers[li] as LabelArrays;
    const flags = this.shown[li] as Uint8Array;
    const { k, cx, cy, halfW, halfH } = this;
    for (let i = from; i < to; i += 1) {
      const x = ((l.anchors[2 * i] ?? 0) - cx) * k;
      const y = ((l.anchors[2 * i + 1] ?? 0) - cy) * k;
      if (Math.abs(x) > halfW || Math.abs(y) > halfH) continue;
      if (off && off(i)) continue;
      if (l.kinds[i] === LABEL_KIND.fixed) {
        flags[i] = 1;
        this.count += 1;
      } else if (!(l.kinds[i] === LABEL_KIND.placed && k < (l.minPixelsPerMercatorM[i] ?? 0))) {
        this.candLayer.push(li);
        this.candLabel.push(i);
        const p = l.priorities[i] ?? 0;
        this.candPriority.push(p);
        this.perPriority.set(p, (this.perPriority.get(p) ?? 0) + 1);
      }
    }
  }

  /**
   * Where each priority's candidates begin in placement order: higher
   * priority first (a view holds a handful of priorities, so this sort is
   * short); within one, the order they were gathered in (earlier layer and
   * label first: stable between placements), which `scatter` keeps.
   */
  starts(): Map<number, number> {
    const starts = new Map<number, number>();
    let at = 0;
    for (const p of [...this.perPriority.keys()].sort((a, b) => b - a)) {
      starts.set(p, at);
      at += this.perPriority.get(p) ?? 0;
    }
    return starts;
  }

  /**
   * Puts candidates `from..to` at their place in `order` (a counting sort
   * by priority, in steps: sorting all candidates at once, even natively,
   * held a 4x throttled CPU for over 10 ms in one step); `next` holds each
   * priority's next free place.
   */
  scatter(order: Uint32Array, next: Map<number, number>, from: number, to: number): void {
    for (let i = from; i < to; i += 1) {
      const p = this.candPriority[i] ?? 0;
      const at = next.get(p) ?? 0;
      order[at] = i;
      next.set(p, at + 1);
    }
  }

  /** Places the candidates `order[from..to]` in turn: obstacles block, the others are shown where nothing placed before is. */
  place(order: Uint32Array, from: number, to: number): void {
    const { k, cx, cy, index } = this;
    for (let n = from; n < to; n += 1) {
      const c = order[n] ?? 0;
      const li = this.candLayer[c] ?? 0;
      const label = this.candLabel[c] ?? 0;
      const l = this.layers[li] as LabelArrays;
      const x = ((l.anchors[2 * label] ?? 0) - cx) * k;
      const y = ((l.anchors[2 * label + 1] ?? 0) - cy) * k;
      const b = l.boxes;
      const o = 4 * label;
      const x0 = x + (b[o] ?? 0);
      const y0 = y + (b[o + 1] ?? 0);
      const x1 = x + (b[o + 2] ?? 0);
      const y1 = y + (b[o + 3] ?? 0);
      if (l.kinds[label] === LABEL_KIND.obstacle) index.insert(x0, y0, x1, y1);
      else if (index.place(x0, y0, x1, y1)) {
        (this.shown[li] as Uint8Array)[label] = 1;
        this.count += 1;
      }
    }
  }
}

/**
 * Places every layer's labels for the view, pausing (a `yield`) after
 * every STEP_LABELS labels looked at or placed; returns per layer the
 * shown flags and the count of labels shown.
 */
export function* placementSteps(
  layers: readonly LabelArrays[],
  view: PlacementView,
  hidden: readonly (LabelHidden | null)[] = [],
): Generator<void, { shown: Uint8Array[]; count: number }> {
  const work = new PlacementWork(layers, view);
  for (let li = 0; li < layers.length; li += 1) {
    const n = (layers[li] as LabelArrays).kinds.length;
    for (let from = 0; from < n; from += STEP_LABELS) {
      work.gather(li, from, Math.min(n, from + STEP_LABELS), hidden[li] ?? null);
      yield;
    }
  }
  const n = work.candPriority.length;
  const order = new Uint32Array(n);
  const next = work.starts();
  for (let from = 0; from < n; from += STEP_LABELS) {
    work.scatter(order, next, from, Math.min(n, from + STEP_LABELS));
    yield;
  }
  for (let from = 0; from < n; from += STEP_LABELS) {
    work.place(order, from, Math.min(n, from + STEP_LABELS));
    if (from + STEP_LABELS < n) yield;
  }
  return { shown: work.shown, count: work.count };
}

/** A placement under way: its layers (as they were when it began), view key and steps. */
interface PlacementJob {
  layers: PlacedLabels[];
  key: string;
  /** The drawn layers' filter versions when it began. */
  versions: number;
  steps: Generator<void, { shown: Uint8Array[]; count: number }>;
  /** The longest slice so far (main-thread ms). */
  longestMs: number;
  /** The placement's result once its steps are done. */
  result: { shown: Uint8Array[]; count: number } | null;
  /** Layers given their part of the result so far (then the next frame shows it). */
  applied: number;
}

/** Whether the job's result is given to every layer: the next frame shows it. */
const jobReady = (job: PlacementJob): job is PlacementJob & { result: NonNullable<PlacementJob['result']> } =>
  job.result !== null && job.applied >= job.layers.length;

/**
 * The chart's one placement: text layers register; the first one drawn in
 * a frame starts a placement when one is due. It runs in slices of about
 * PLACEMENT_SLICE_MS in tasks of their own, never in a frame (a frame's
 * task holds the frame's work alone: at a 4x throttled CPU an in-frame
 * slice was up to a third of a chart frame's task), and is shown at the
 * first frame after it is done (until then the labels shown stay those of
 * the last placement), so a cell's thousands of labels never make one long
 * task. A frame is asked for only to start one or to show one
 * (frameNeeded): none while the slices run.
 */
export class TextPlacement {
  static readonly kind = 'text-placement';
  private readonly layers = new Set<PlacedLabels>();
  private placedKey = '';
  /** The drawn layers' filter versions the shown placement saw. */
  private placedVersions = 0;
  private placedAtMs = -Infinity;
  /** A placement is due (layers added or removed, the view or a filter changed). */
  private dirty = false;
  private job: PlacementJob | null = null;
  private sliceQueued = false;
  /** frameNeeded's last time asked and answer. */
  private neededAtMs = Number.NaN;
  private needed = false;
  /** The frame of the last call (every text layer's draw calls update: one slice per frame). */
  private lastFrame: object | null = null;
  /**
   * `onPlaced(ms, layers, shown)` is told each placement's longest
   * main-thread slice, text layers and labels shown, `onPending` whether a
   * placement is due or under way for the layers there are (the chart's
   * statistics).
   */
  constructor(
    private readonly onPlaced: (ms: number, layers: number, shown: number) => void = () => undefined,
    private readonly sliceMs = PLACEMENT_SLICE_MS,
    private readonly onPending: (pending: boolean) => void = () => undefined,
  ) {}

  add(layer: PlacedLabels): void {
    this.layers.add(layer);
    if (layer.drawn?.() ?? true) this.dirty = true;
    this.report();
  }

  remove(layer: PlacedLabels): void {
    this.layers.delete(layer);
    if (layer.drawn?.() ?? true) this.dirty = true;
    this.report();
  }

  private report(): void {
    // Something changed: frameNeeded answers afresh.
    this.neededAtMs = Number.NaN;
    this.onPending(this.layers.size > 0 && this.pending());
  }

  /** The view's key: scale and viewport exactly, the centre in steps of a quarter of the margin. */
  private key(v: PlacementView): string {
    const stepX = (v.viewportPx[0] * PLACEMENT_MARGIN) / 4 / v.pixelsPerMercatorM;
    const stepY = (v.viewportPx[1] * PLACEMENT_MARGIN) / 4 / v.pixelsPerMercatorM;
    return `${v.pixelsPerMercatorM}:${v.viewportPx.join('x')}:${Math.round(v.centreRel[0] / stepX)}:${Math.round(v.centreRel[1] / stepY)}`;
  }

  /** Whether a placement is waiting or under way. */
  pending(): boolean {
    return this.dirty || this.job !== null;
  }

  /** The drawn layers' filter versions summed (a cell shown or hidden changes it). */
  private versions(): number {
    let versions = 0;
    for (const l of this.layers) if (l.drawn?.() ?? true) versions += l.filterVersion?.() ?? 0;
    return versions;
  }

  /**
   * Whether a frame is needed: a placement is due (the frame starts it:
   * layers or a filter changed, a cell was shown) or done (the frame shows
   * it). Every text layer asks in its sync: the answer at `nowMs` is kept
   * for the others until something changes.
   */
  frameNeeded(nowMs: number): boolean {
    if (nowMs === this.neededAtMs) return this.needed;
    this.neededAtMs = nowMs;
    if (!this.job && !this.dirty && this.versions() !== this.placedVersions) {
      this.dirty = true;
      this.report();
    }
    this.needed = this.job ? jobReady(this.job) : this.dirty && nowMs - this.placedAtMs >= PLACEMENT_INTERVAL_MS;
    return this.needed;
  }

  /**
   * One slice of the job: its steps, then its result given to the layers
   * one by one (a layer turns it into flags per glyph); unless that
   * finished it, the next slice is queued as a task of its own (frames do
   * not wait for it: on a slow GPU a frame comes every 100 ms or more).
   */
  private slice(job: PlacementJob, started: number): void {
    do {
      if (!job.result) {
        const r = job.steps.next();
        if (r.done) job.result = r.value;
      } else {
        const i = job.applied;
        job.layers[i]?.apply(job.result.shown[i] as Uint8Array);
        job.applied = i + 1;
      }
    } while (!jobReady(job) && performance.now() - started < this.sliceMs);
    job.longestMs = Math.max(job.longestMs, performance.now() - started);
    this.neededAtMs = Number.NaN;
    if (!jobReady(job)) this.queueSlice(job);
  }

  /** The job's next slice in a task of its own (one queued at a time). */
  private queueSlice(job: PlacementJob): void {
    if (this.sliceQueued) return;
    this.sliceQueued = true;
    setTimeout(() => {
      this.sliceQueued = false;
      if (this.job === job && !jobReady(job)) this.slice(job, performance.now());
    }, 0);
  }

  /**
   * Starts a placement if the view changed and the last one is old enough
   * (its slices run in tasks of their own), or shows the one done; true
   * when a placement was shown (its labels from this frame on). Every text
   * layer calls it in its draw: given the frame's object (`frame`), only
   * the first call of a frame does anything.
   */
  update(view: PlacementView, nowMs: number, frame: object | null = null): boolean {
    if (frame !== null && frame === this.lastFrame) return false;
    this.lastFrame = frame;
    const placed = this.step(view, nowMs);
    this.report();
    return placed;
  }

  private step(view: PlacementView, nowMs: number): boolean {
    const started = performance.now();
    if (!this.job) {
      const versions = this.versions();
      const key = `${this.key(view)}:${versions}`;
      if (key !== this.placedKey) this.dirty = true;
      if (!this.dirty || nowMs - this.placedAtMs < PLACEMENT_INTERVAL_MS) return false;
      const layers = [...this.layers];
      this.job = {
        layers,
        key,
        versions,
        steps: placementSteps(
          layers.map((l) => l.labels),
          view,
          layers.map((l) => l.labelHidden?.() ?? null),
        ),
        longestMs: 0,
        result: null,
        applied: 0,
      };
      // Layers added or removed from now on make it due again.
      this.dirty = false;
    }
    const job = this.job;
    if (!jobReady(job)) {
      this.queueSlice(job);
      return false;
    }
    const { count } = job.result;
    for (const l of job.layers) l.show?.();
    this.job = null;
    this.placedKey = job.key;
    this.placedVersions = job.versions;
    this.placedAtMs = nowMs;
    // A filter changed while it ran (a cell shown): place again.
    if (this.versions() !== job.versions) this.dirty = true;
    this.onPlaced(Math.max(job.longestMs, performance.now() - started), job.layers.length, count);
    return true;
  }
}
