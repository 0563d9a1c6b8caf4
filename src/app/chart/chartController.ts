// The chart's controller: owns the view and the render loop (a frame only
// when something changed; at rest the loop polls instead of taking every
// animation frame: render/loopScheduler.ts), routes input through the
// tools (input/), runs the pick pass after each frame while the default
// tool holds it, keeps the URL hash, and tells listeners of view changes
// once per drawn frame (with the spec's 'chart-latlon-update' event).
import type { GeoPoint } from '../../wasm/core';
import { unprojectMercator } from '../../wasm/core';
import type { ChartPointer, ChartTool, PointerButton } from './input/chartTool';
import { emitLatLonUpdate, latLonUpdate } from './chartEvents';
import { ChartPicking } from './input/chartPicking';
import type { RawPointer } from './input/pointerInput';
import { panZoomPickTool } from './input/panZoomPickTool';
import { ToolRouter } from './input/toolRouter';
import { ChartRenderer } from './render/chartRenderer';
import { dataFrameDue } from './render/framePacing';
import { LoopScheduler } from './render/loopScheduler';
import { inSpecWords } from './chartErrors';
import { formatViewHash, parseViewHash } from './urlHash';
import {
  displayedRangeNm,
  panByPixels,
  pinchWheelDelta,
  resize,
  screenToGeo,
  startChartView,
  viewAt,
  zoomByWheel,
  type ChartView,
} from './viewMath';

/** The hash is written this long after the last view change. */
export const HASH_WRITE_DELAY_MS = 300;
/**
 * The view counts as still (large uploads may run) after this long and two
 * animation frames without a pan, zoom or resize (SwiftShader frames can
 * take longer than this).
 */
export const VIEW_STILL_MS = 250;

export interface ChartViewInfo {
  view: ChartView;
  centre: GeoPoint;
  cursor: GeoPoint | null;
  rangeNm: number;
}

const BUTTONS: readonly PointerButton[] = ['left', 'middle', 'right'];

export class ChartController {
  view: ChartView;
  readonly renderer: ChartRenderer;
  readonly router: ToolRouter;
  private cursorPx: { x: number; y: number } | null = null;
  /** The default tool holds the pick: a pick pass after every frame. */
  private holdingPick = false;
  /** What the default tool's presses and clicks pick: objects, icons, the pick choice. */
  readonly picking = new ChartPicking();
  private dirty = true;
  /** The next frame shows a change asked for (markDirty), not only the layers' new data: not paced (render/framePacing.ts). */
  private asked = true;
  /** performance.now() when the last frame started. */
  private lastFrameMs = -Infinity;
  private notifyPending = true;
  private hashPending = false;
  /** performance.now() of the last pan, zoom or resize, and loop iterations since. */
  private viewChangedMs = -Infinity;
  private loopsSinceViewChange = Infinity;
  private readonly scheduler = new LoopScheduler(() => inSpecWords(() => this.loop()));
  private readonly listeners = new Set<(info: ChartViewInfo) => void>();

  constructor(
    gl: WebGL2RenderingContext,
    private readonly wheelSensitivity: () => number,
  ) {
    this.renderer = new ChartRenderer(
      gl,
      (nowMs) => this.viewStill(nowMs),
      () => this.scheduler.wake(),
    );
    this.router = new ToolRouter(
      panZoomPickTool({
        panBy: (dx, dy) => this.setView(panByPixels(this.view, dx, dy)),
        zoomBy: (delta) => this.setView(zoomByWheel(this.view, delta, this.wheelSensitivity())),
        holdPick: (held) => this.holdPick(held && !this.toolOwnsClicks()),
        dragged: () => this.picking.dragged(),
        click: () => !this.toolOwnsClicks() && this.picking.clicked(),
      }),
    );
    this.view = startChartView();
    const fromHash = parseViewHash(window.location.hash);
    if (fromHash) this.view = viewAt(this.view, fromHash.centre, fromHash.rangeNm);
  }

  get stats() {
    return this.renderer.stats;
  }

  /** The view now (centre, cursor, range). */
  info(): ChartViewInfo {
    const cursor = this.cursorPx ? screenToGeo(this.view, this.cursorPx.x, this.cursorPx.y) : null;
    return { view: this.view, centre: unprojectMercator(this.view.centre), cursor, rangeNm: displayedRangeNm(this.view) };
  }

  /** Calls `fn` after view or cursor changes, at most once per animation frame. */
  onViewChange(fn: (info: ChartViewInfo) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** A frame is needed at once (and the loop wakes if it was resting): the view, the cursor, a pick, a tool or an explicit request. */
  private markDirty(): void {
    this.asked = true;
    this.dirty = true;
    this.scheduler.wake();
  }

  private changed(viewChanged: boolean, writeHash = viewChanged): void {
    this.notifyPending = true;
    this.markDirty();
    if (viewChanged) {
      this.viewChangedMs = performance.now();
      this.loopsSinceViewChange = 0;
      this.renderer.releaseFrame();
    }
    if (writeHash) this.hashPending = true;
  }

  /** Tells listeners (and writes the hash) once per frame after changes. */
  private notify(): void {
    if (!this.notifyPending) return;
    this.notifyPending = false;
    const info = this.info();
    emitLatLonUpdate(latLonUpdate(info.centre, info.cursor, info.rangeNm));
    for (const fn of this.listeners) fn(info);
  }

  /** Writes the hash once the view has been still for HASH_WRITE_DELAY_MS (never during a gesture, however slow its frames). */
  private writeHash(nowMs: number): void {
    if (!this.hashPending || nowMs - this.viewChangedMs < HASH_WRITE_DELAY_MS) return;
    this.hashPending = false;
    const info = this.info();
    window.history.replaceState(null, '', formatViewHash({ centre: info.centre, rangeNm: info.rangeNm }));
  }

  setView(view: ChartView): void {
    this.view = view;
    this.changed(true);
  }

  readHash = (): void => {
    const h = parseViewHash(window.location.hash);
    if (!h) return;
    this.view = viewAt(this.view, h.centre, h.rangeNm);
    this.notifyPending = true;
    this.markDirty();
  };

  resize(widthPx: number, heightPx: number): void {
    if (widthPx === this.view.widthPx && heightPx === this.view.heightPx) return;
    this.view = resize(this.view, widthPx, heightPx);
    this.changed(true, false);
  }

  // Input: pointer events from input/pointerInput.ts, routed through the tools.
  private pointer(p: RawPointer): ChartPointer {
    return {
      xPx: p.xPx,
      yPx: p.yPx,
      geo: screenToGeo(this.view, p.xPx, p.yPx),
      button: BUTTONS[p.button] ?? 'left',
      pointerType: p.pointerType,
      dxPx: p.dxPx,
      dyPx: p.dyPx,
    };
  }

  private setCursor(p: RawPointer): void {
    this.cursorPx = { x: p.xPx, y: p.yPx };
    this.changed(false);
  }

  down(p: RawPointer): void {
    this.setCursor(p);
    this.router.press(this.pointer(p));
  }

  move(p: RawPointer, pressed: boolean): void {
    this.setCursor(p);
    this.router.move(this.pointer(p), pressed);
    if (!pressed) this.picking.hover(p.xPx, p.yPx);
  }

  up(p: RawPointer): void {
    this.router.release(this.pointer(p));
  }

  wheel(deltaY: number, p: RawPointer): void {
    this.setCursor(p);
    this.router.wheel(deltaY, this.pointer(p));
  }

  pinch(previousPx: number, currentPx: number): void {
    const at = this.cursorPx ?? { x: this.view.widthPx / 2, y: this.view.heightPx / 2 };
    this.router.wheel(pinchWheelDelta(previousPx, currentPx), this.pointer({ xPx: at.x, yPx: at.y, button: 0, pointerType: 'touch', dxPx: 0, dyPx: 0 }));
  }

  leave(): void {
    this.cursorPx = null;
    this.changed(false);
  }

  /** A key signal for the tools; true when one handled it. */
  key(signal: string): boolean {
    return this.router.key(signal);
  }

  /** Switches a tool on (its overlay joins the chart's layers) or off. */
  setTool(tool: ChartTool | null, name: string): void {
    const off = this.router.deactivate(name);
    if (off) {
      if (off.overlay) this.renderer.layers.remove(off.overlay);
      off.dispose?.();
    }
    if (tool) {
      this.router.activate(tool);
      if (tool.overlay) this.renderer.addLayer(tool.overlay);
    }
    this.markDirty();
  }

  /** A tool that is on takes the left clicks (ruler, marker, pencil): the default tool picks nothing. */
  private toolOwnsClicks(): boolean {
    return this.router.tools.some((t) => t.ownsClicks === true);
  }

  private holdPick(held: boolean): void {
    this.holdingPick = held;
    if (held) {
      const at = this.cursorPx ?? { x: 0, y: 0 };
      this.picking.pressed(at.x, at.y);
      this.markDirty();
    }
  }

  /** Whether the view has been still for VIEW_STILL_MS and two animation frames. */
  viewStill(nowMs: number): boolean {
    return this.loopsSinceViewChange >= 2 && nowMs - this.viewChangedMs >= VIEW_STILL_MS;
  }

  /** Marks the chart for redraw. */
  invalidate(): void {
    this.markDirty();
  }

  /** Renders one frame (and the pick pass while the pick is held). */
  renderFrame(): void {
    const t0 = performance.now();
    this.renderer.frame(this.view);
    this.stats.frameTime(performance.now() - t0);
    this.lastFrameMs = t0;
    this.dirty = false;
    this.asked = false;
    // Every press gets a pass at its own point (a quick click too), then the held press at the cursor.
    const pass = this.picking.nextPass(this.holdingPick ? this.cursorPx : null);
    if (pass) {
      if (this.renderer.startPick(this.view, pass.xPx, pass.yPx, pass.onResult)) pass.started();
      else this.markDirty(); // one is in flight: pick again after it
    }
  }

  /** One iteration of the render loop; true when the chart is settled (nothing to draw, read back or tell; uploads run in tasks of their own and wake the loop when they change the picture). */
  private loop(): boolean {
    const t0 = performance.now();
    const stats = this.stats;
    stats.timed('pick', () => this.renderer.pollPick());
    stats.timed('sync', () => {
      if (this.renderer.sync(t0)) this.dirty = true;
    });
    this.loopsSinceViewChange += 1;
    // A new frame waits for the GPU to finish the last one (gl/gpuPacer.ts),
    // for a change expected soon (ChartRenderer.reserveFrame) and, showing
    // new data alone while a chart loads, for its turn (render/framePacing.ts).
    let drew = false;
    const due = this.asked || dataFrameDue(t0, this.lastFrameMs, this.renderer.pendingUploads > 0 || stats.placement.pending);
    if (this.dirty && due && this.renderer.gpuIdle() && !this.renderer.frameReserved(t0)) {
      stats.timed('frame', () => this.renderFrame());
      stats.frames += 1;
      drew = true;
    }
    // Overlays and readouts move with the picture: while a frame waits for
    // the GPU they wait too (no DOM work for views never drawn, and icons
    // never run ahead of the chart under them).
    if (drew || !this.dirty) this.notify();
    this.writeHash(t0);
    stats.loopMs += performance.now() - t0;
    return (
      !drew &&
      !this.dirty &&
      !this.notifyPending &&
      !this.hashPending &&
      !this.holdingPick &&
      !this.picking.awaitingPass &&
      !this.renderer.pickInFlight &&
      this.renderer.gpuIdle()
    );
  }

  start(): void {
    this.scheduler.start();
    window.addEventListener('hashchange', this.readHash);
  }

  stop(): void {
    this.scheduler.stop();
    window.removeEventListener('hashchange', this.readHash);
    this.renderer.dispose();
  }
}
