// Where the chart worker's layers go (the LayerSink of chartAttachments.ts,
// with the coverage masks and ranking added by chartSet.ts).
// A load is either shown as its layers arrive or staged (every cell load
// is: chartAttachments.ts): its layers are uploaded while the chart keeps
// showing the old ones, without a redraw per upload, and once the load is
// complete, every upload has run and its layers are ready (a symbol
// layer's symbols in: ChartLayer.ready) they replace the old ones in one
// frame (a cell attached, a layer change, a chart file uploaded again).
// So the chart never goes blank during a re-attach, and no GPU frame waits
// between uploads. A recolour (theme or depth change) collects new colours
// per layer and writes them, for every chart of the change at once, into
// the shown layers' colour buffers in one upload job: no frame mixes old
// and new colours.
import type { ChartLayer } from '../render/chartLayer';
import { UPLOAD_AGAIN, type UploadJob } from '../render/uploadQueue';
import type { ColourLoad } from './cellRecolours';
import { encGroup } from './encLayers';
import type { LayerColours } from './featureColours';
import type { BuiltLayer } from './workerProtocol';

export interface GroupRenderer {
  queueUpload(job: UploadJob): void;
  addLayer(layer: ChartLayer): void;
  /** Removes a group's layers and its queued uploads. */
  removeGroup(group: string): void;
  invalidate(): void;
  /** Keeps the next frame for a change expected within `forMs` (ChartRenderer.reserveFrame). */
  reserveFrame(forMs: number): void;
  releaseFrame(): void;
}

/** A colour change keeps the next frame for itself at most this long (its colours usually come in under half of it). */
export const COLOUR_FRAME_RESERVE_MS = 1_000;

/** A staged load waits at most this long for a layer not ready yet (a symbol fetch that never answers). */
export const LAYER_READY_WAIT_MS = 3_000;

/** The upload job of a built layer whose layers (in `group`) go to `add`; `shown` false: no redraw. */
export type LayerJobFactory = (built: BuiltLayer, group: string, add: (layer: ChartLayer) => void, shown: boolean) => UploadJob;

interface StagedLoad {
  chart: string | null;
  group: string;
  layers: ChartLayer[];
  /** Upload jobs queued and not yet run, and layers made but not ready (ChartLayer.ready). */
  pending: number;
  /** Every layer of the load has arrived (reveal asked). */
  complete: boolean;
  onShown: (() => void) | null;
  /** Whether the swap changes the picture (a redraw asked). */
  redraw: boolean;
}

/** What a chart layer kind offers to take new colours for the same vertices (fill, line and text layers). */
interface Recolourable {
  recolourFill?(colours: Uint8Array): boolean;
  recolourLines?(colours: readonly Uint8Array[]): boolean;
  recolourText?(colours: Uint8Array): boolean;
}

export class ChartLayerGroups {
  /** The group each chart shows now (null key: the world contour map). */
  private readonly shownGroups = new Map<string | null, string>();
  private readonly staged = new Map<number, StagedLoad>();
  /** Per group, its layers by chart layer name (to recolour them). */
  private readonly byName = new Map<string, Map<string, ChartLayer[]>>();
  /** New colours per recolour load, by chart layer name. */
  private readonly recolours = new Map<number, Map<string, LayerColours>>();
  /** Colour writes queued so far (their upload groups' names). */
  private colourWrites = 0;

  private remember(group: string, layerName: string, layer: ChartLayer): void {
    let names = this.byName.get(group);
    if (!names) this.byName.set(group, (names = new Map()));
    const list = names.get(layerName) ?? [];
    list.push(layer);
    names.set(layerName, list);
  }

  private removeGroup(group: string): void {
    this.renderer.removeGroup(group);
    this.byName.delete(group);
  }

  constructor(
    private readonly renderer: GroupRenderer,
    private readonly job: LayerJobFactory,
  ) {}

  private shownGroup(chart: string | null): string {
    let group = this.shownGroups.get(chart);
    if (group === undefined) {
      group = encGroup(chart);
      this.shownGroups.set(chart, group);
    }
    return group;
  }

  addLayer(built: BuiltLayer, load?: number, staged = false): void {
    if (!staged || load === undefined) {
      const group = this.shownGroup(built.chartName);
      this.renderer.queueUpload(
        this.job(
          built,
          group,
          (layer) => {
            this.remember(group, built.layerName, layer);
            this.renderer.addLayer(layer);
          },
          true,
        ),
      );
      return;
    }
    let s = this.staged.get(load);
    if (!s) {
      s = { chart: built.chartName, group: `${encGroup(built.chartName)}#${load}`, layers: [], pending: 0, complete: false, onShown: null, redraw: true };
      this.staged.set(load, s);
    }
    const target = s;
    target.pending += 1;
    const upload = this.job(
      built,
      target.group,
      (layer) => {
        this.remember(target.group, built.layerName, layer);
        target.layers.push(layer);
        const ready = layer.ready?.();
        if (!ready) return;
        // Revealed once its symbols are in too (one frame shows the whole
        // cell), but never later than LAYER_READY_WAIT_MS after the layer.
        target.pending += 1;
        let waitTimer: ReturnType<typeof setTimeout> | undefined;
        const waited = new Promise<void>((resolve) => (waitTimer = setTimeout(resolve, LAYER_READY_WAIT_MS)));
        void Promise.race([ready, waited]).then(() => {
          clearTimeout(waitTimer);
          target.pending -= 1;
          if (this.staged.get(load) === target) this.tryReveal(load);
        });
      },
      false,
    );
    this.renderer.queueUpload({
      ...upload,
      run: () => {
        if (upload.run() === UPLOAD_AGAIN) return UPLOAD_AGAIN;
        target.pending -= 1;
        return this.tryReveal(load);
      },
    });
  }

  /**
   * The staged load has all its layers: show it once its uploads have run
   * and its layers are ready, then call `shown`. `redraw` false: the swap
   * changes nothing on screen (a cell's first load, drawn only once its
   * coverage mask joins after it), so no frame is asked for it.
   */
  reveal(chart: string | null, load: number, shown: () => void, redraw = true): void {
    const s = this.staged.get(load) ?? { chart, group: `${encGroup(chart)}#${load}`, layers: [], pending: 0, complete: false, onShown: null, redraw };
    this.staged.set(load, s);
    s.complete = true;
    s.onShown = shown;
    s.redraw = redraw;
    this.tryReveal(load);
  }

  /** Replaces the chart's shown layers with the staged load's when it is ready; true when it did and that changes the picture. */
  private tryReveal(load: number): boolean {
    const s = this.staged.get(load);
    if (!s || !s.complete || s.pending > 0) return false;
    this.staged.delete(load);
    this.removeGroup(this.shownGroup(s.chart));
    for (const layer of s.layers) this.renderer.addLayer(layer);
    this.shownGroups.set(s.chart, s.group);
    if (s.redraw) this.renderer.invalidate();
    s.onShown?.();
    return s.redraw;
  }

  /** New colours of one layer of a recolour load (kept until `applyColours`). */
  recolour(load: number, layerName: string, colours: LayerColours): void {
    let map = this.recolours.get(load);
    if (!map) this.recolours.set(load, (map = new Map()));
    map.set(layerName, colours);
  }

  /** A colour change has started: the next frame waits for its colours (at most COLOUR_FRAME_RESERVE_MS). */
  expectColours(): void {
    this.renderer.reserveFrame(COLOUR_FRAME_RESERVE_MS);
  }

  /**
   * Writes recolour loads' colours into their charts' shown layers, and runs
   * `alongside`, in one upload job (run while the GPU is idle: a colour
   * buffer written while the GPU still draws would block the main thread),
   * so one frame shows every chart in its new colours and none mixes old and
   * new. A load dropped before the job runs is left out. `done` gets the
   * loads whose colours did not fit some layer (the caller loads those
   * charts again).
   */
  applyColours(loads: readonly ColourLoad[], alongside: () => void, done: (unfit: ReadonlySet<number>) => void): void {
    this.colourWrites += 1;
    const group = `colours#${this.colourWrites}`;
    this.renderer.queueUpload({
      group,
      label: 'colours',
      bytes: 0,
      run: () => {
        const unfit = new Set<number>();
        for (const { chartName, load } of loads) if (!this.writeColours(chartName, load)) unfit.add(load);
        alongside();
        // After the upload queue has counted this job (the renderer counts a
        // job once it has run): removing the group now would leave its count
        // behind, one phantom "layer" per colour change.
        queueMicrotask(() => this.renderer.removeGroup(group));
        this.renderer.releaseFrame();
        this.renderer.invalidate();
        done(unfit);
      },
    });
  }

  /** Writes one load's colours into its chart's shown layers; false when some did not fit. */
  private writeColours(chart: string, load: number): boolean {
    const colours = this.recolours.get(load);
    if (!colours) return true;
    this.recolours.delete(load);
    const names = this.byName.get(this.shownGroup(chart));
    let ok = true;
    for (const [layerName, c] of colours)
      for (const layer of names?.get(layerName) ?? []) {
        const target = layer as ChartLayer & Recolourable;
        if (target.recolourFill && c.fill) ok = target.recolourFill(c.fill) && ok;
        if (target.recolourLines && c.lines.length > 0) ok = target.recolourLines(c.lines) && ok;
        if (target.recolourText && c.text) ok = target.recolourText(c.text) && ok;
      }
    return ok;
  }

  /** Drops a staged or recolour load (cancelled): its queued uploads and the layers it made. */
  dropLoad(load: number): void {
    this.recolours.delete(load);
    const s = this.staged.get(load);
    if (!s) return;
    this.staged.delete(load);
    this.removeGroup(s.group);
    for (const layer of s.layers) layer.dispose();
  }

  /** Removes every layer of a chart, shown and staged. */
  removeChart(chart: string | null): void {
    for (const [load, s] of this.staged) if (s.chart === chart) this.dropLoad(load);
    this.removeGroup(this.shownGroup(chart));
    this.shownGroups.delete(chart);
    this.renderer.invalidate();
  }
}
