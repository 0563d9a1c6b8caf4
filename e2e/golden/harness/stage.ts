// The harness's stage: one WebGL2 canvas and the chart's own renderer
// (render/chartRenderer.ts, its programs shared by every scene as in the
// app), a DOM layer above it for the HTML icons, and the render of one
// scene: its layers added, everything they wait for done (uploads, symbols,
// the label placement, the GPU), then one last frame. No render loop runs:
// frames are drawn only here, so nothing moves between them.
import type { Theme } from '../../../src/protocol/preferences';
import { createGl } from '../../../src/app/chart/gl/glContext';
import type { ChartLayer, LayerContext } from '../../../src/app/chart/render/chartLayer';
import { ChartRenderer } from '../../../src/app/chart/render/chartRenderer';
import { clearColour } from '../../../src/app/chart/theme/chartBackground';
import { startChartView, viewAt, type ChartView } from '../../../src/app/chart/viewMath';
import type { SceneSpec } from '../sceneList';

/** What a scene's builder gets. */
export interface SceneContext {
  readonly scene: SceneSpec;
  readonly theme: Theme;
  readonly view: ChartView;
  readonly layers: LayerContext;
  /** Adds a layer to the chart (removed when the next scene starts). */
  add(layer: ChartLayer): void;
  /** The element above the canvas for HTML overlays (emptied when the next scene starts). */
  readonly overlay: HTMLElement;
  /** Runs when the next scene starts (React roots, stores). */
  onClear(fn: () => void): void;
}

export type SceneBuilder = (ctx: SceneContext) => Promise<void>;

/** Quiet loops in a row (nothing to draw, upload, place or wait for) before the last frame. */
const QUIET_LOOPS = 3;
const LOOP_MS = 10;
const SETTLE_TIMEOUT_MS = 20_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Stage {
  readonly canvas: HTMLCanvasElement;
  readonly overlay: HTMLElement;
  private readonly renderer: ChartRenderer;
  private readonly layers: ChartLayer[] = [];
  private cleanups: (() => void)[] = [];

  constructor(readonly root: HTMLElement) {
    this.canvas = root.querySelector('canvas') as HTMLCanvasElement;
    this.overlay = root.querySelector('.golden-overlay') as HTMLElement;
    // The view is always still: the vessels upload at once.
    this.renderer = new ChartRenderer(createGl(this.canvas), () => true);
  }

  private clear(): void {
    for (const fn of this.cleanups) fn();
    this.cleanups = [];
    for (const layer of this.layers) this.renderer.layers.remove(layer);
    this.layers.length = 0;
    this.overlay.replaceChildren();
  }

  /** Draws a scene in a theme; resolves when its last frame is on the canvas (and its icons in place). */
  async render(scene: SceneSpec, theme: Theme, build: SceneBuilder): Promise<void> {
    this.clear();
    document.documentElement.dataset.theme = theme;
    this.renderer.background = () => clearColour(theme);
    for (const el of [this.root, this.canvas]) {
      el.style.width = `${scene.widthPx}px`;
      el.style.height = `${scene.heightPx}px`;
    }
    this.canvas.width = scene.widthPx;
    this.canvas.height = scene.heightPx;
    const view = viewAt(startChartView(scene.widthPx, scene.heightPx), { latDeg: scene.latDeg, lonDeg: scene.lonDeg }, scene.rangeNm);
    await build({
      scene,
      theme,
      view,
      layers: this.renderer.context,
      add: (layer) => {
        this.layers.push(layer);
        this.renderer.addLayer(layer);
      },
      overlay: this.overlay,
      onClear: (fn) => this.cleanups.push(fn),
    });
    await Promise.all(this.layers.map((l) => l.ready?.()));
    await this.settle(view);
  }

  /** Frames until nothing changes any more, then the last one (finished on the GPU). */
  private async settle(view: ChartView): Promise<void> {
    const { renderer } = this;
    const deadline = performance.now() + SETTLE_TIMEOUT_MS;
    let quiet = 0;
    let frames = 0;
    while (quiet < QUIET_LOOPS) {
      if (performance.now() > deadline) throw new Error('the scene did not settle');
      const changed = renderer.sync(performance.now());
      const busy = renderer.pendingUploads > 0 || renderer.stats.placement.pending || !renderer.gpuIdle();
      if (changed || frames === 0) {
        renderer.frame(view);
        frames += 1;
        quiet = 0;
      } else if (!busy) {
        quiet += 1;
      }
      await sleep(LOOP_MS);
    }
    renderer.frame(view);
    renderer.finish();
    // The icons follow the view in animation frames: two, and they are placed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
}
