// The chart's controller: owns the view, the render loop (a frame only when
// something changed), the pick pass after each frame while the left button
// is held, the URL hash and the 'chart-latlon-update' event.
import type { GeoPoint } from '../../wasm/core';
import { liveStore } from '../live';
import { emitObjectPicked } from '../live/selection';
import { liveLayers } from '../store/layers';
import { chartPreferences } from './chartPreferences';
import { emitLatLonUpdate, latLonUpdate } from './chartEvents';
import { VESSEL_UPLOAD_QUIET_MS, type ChartRenderer } from './chartRenderer';
import { debounce, formatViewHash, parseViewHash } from './urlHash';
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
import { unprojectMercator } from '../../wasm/core';

/** The hash is written this long after the last view change. */
export const HASH_WRITE_DELAY_MS = 300;

export interface ChartSnapshot {
  view: ChartView;
  centre: GeoPoint;
  cursor: GeoPoint | null;
  rangeNm: number;
}

export class ChartController {
  view: ChartView;
  private cursorPx: { x: number; y: number } | null = null;
  private leftDown = false;
  /** A press not yet followed by a frame: a quick click still gets its pick pass. */
  private pickPending = false;
  private lastPicked = 0;
  private dirty = true;
  /** performance.now() of the last pan, zoom or resize, and loop iterations since (vessel uploads wait for a still view). */
  private viewChangedMs = -Infinity;
  private loopsSinceViewChange = Infinity;
  private raf = 0;
  private seen = { trainsOn: true, vesselsOn: true };
  private readonly listeners = new Set<() => void>();
  private snapshot: ChartSnapshot;
  private readonly hashWriter = debounce((hash: string) => window.history.replaceState(null, '', hash), HASH_WRITE_DELAY_MS);
  /** Frame CPU times (ms), for the benchmarks. */
  readonly frameTimesMs: number[] = [];
  /** Main-thread ms of the render loop, frames rendered, and the longest time of each part of one loop (benchmarks). */
  readonly stats = { loopMs: 0, frames: 0, longestMs: { pick: 0, layers: 0, vessels: 0, frame: 0 } };

  private timed(part: keyof ChartController['stats']['longestMs'], fn: () => void): void {
    const t0 = performance.now();
    fn();
    const ms = performance.now() - t0;
    if (ms > this.stats.longestMs[part]) this.stats.longestMs[part] = ms;
  }

  constructor(private readonly renderer: ChartRenderer) {
    this.view = startChartView();
    const fromHash = parseViewHash(window.location.hash);
    if (fromHash) this.view = viewAt(this.view, fromHash.centre, fromHash.rangeNm);
    this.snapshot = this.makeSnapshot();
  }

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): ChartSnapshot => this.snapshot;

  private makeSnapshot(): ChartSnapshot {
    const cursor = this.cursorPx ? screenToGeo(this.view, this.cursorPx.x, this.cursorPx.y) : null;
    return { view: this.view, centre: unprojectMercator(this.view.centre), cursor, rangeNm: displayedRangeNm(this.view) };
  }

  /** The view changed (or the cursor moved): redraw, tell listeners, write the hash. */
  private changed(viewChanged: boolean): void {
    this.dirty = true;
    if (viewChanged) this.viewStarted();
    this.snapshot = this.makeSnapshot();
    emitLatLonUpdate(latLonUpdate(this.snapshot.centre, this.snapshot.cursor, this.snapshot.rangeNm));
    for (const fn of this.listeners) fn();
    if (viewChanged) this.hashWriter.schedule(formatViewHash({ centre: this.snapshot.centre, rangeNm: this.snapshot.rangeNm }));
  }

  setView(view: ChartView): void {
    this.view = view;
    this.changed(true);
  }

  readHash = (): void => {
    const h = parseViewHash(window.location.hash);
    if (h) {
      this.view = viewAt(this.view, h.centre, h.rangeNm);
      this.changed(false);
    }
  };

  resize(widthPx: number, heightPx: number): void {
    if (widthPx === this.view.widthPx && heightPx === this.view.heightPx) return;
    this.view = resize(this.view, widthPx, heightPx);
    this.viewStarted();
    this.changed(false);
  }

  cursor(xPx: number, yPx: number): void {
    this.cursorPx = { x: xPx, y: yPx };
    this.changed(false);
  }

  leave(): void {
    this.cursorPx = null;
    this.changed(false);
  }

  press(down: boolean): void {
    this.leftDown = down;
    if (down) {
      this.lastPicked = 0;
      this.pickPending = true;
      this.dirty = true;
    }
  }

  drag(dxPx: number, dyPx: number): void {
    this.setView(panByPixels(this.view, dxPx, dyPx));
  }

  wheel(delta: number): void {
    this.setView(zoomByWheel(this.view, delta, chartPreferences.value.chart_settings.wheel_sensitivity));
  }

  pinch(previousPx: number, currentPx: number): void {
    this.wheel(pinchWheelDelta(previousPx, currentPx));
  }

  private viewStarted(): void {
    this.viewChangedMs = performance.now();
    this.loopsSinceViewChange = 0;
  }

  /** Whether the view has been still for VESSEL_UPLOAD_QUIET_MS and two animation frames (frames can be slower than that). */
  private viewStill(nowMs: number): boolean {
    return this.loopsSinceViewChange >= 2 && nowMs - this.viewChangedMs >= VESSEL_UPLOAD_QUIET_MS;
  }

  /** Marks the chart for redraw (a layer arrived). */
  invalidate(): void {
    this.dirty = true;
  }

  private needsFrame(): boolean {
    const s = this.seen;
    const toggled = s.trainsOn !== liveLayers.trains || s.vesselsOn !== liveLayers.vessels;
    s.trainsOn = liveLayers.trains;
    s.vesselsOn = liveLayers.vessels;
    return this.dirty || toggled || this.renderer.liveDue();
  }

  /** Renders one frame (and the pick pass while the left button is held). */
  renderFrame(): void {
    const visible = { trains: liveLayers.trains, vessels: liveLayers.vessels };
    const t0 = performance.now();
    this.renderer.frame(this.view, visible);
    this.frameTimesMs.push(performance.now() - t0);
    if (this.frameTimesMs.length > 600) this.frameTimesMs.shift();
    this.dirty = false;
    if ((this.leftDown || this.pickPending) && this.cursorPx) {
      const started = this.renderer.startPick(this.view, this.cursorPx.x, this.cursorPx.y, visible, (id) => this.picked(id));
      if (started) this.pickPending = false;
      else this.dirty = true; // one is in flight: pick again after it
    }
  }

  private picked(id: number): void {
    if (id !== 0 && id !== this.lastPicked) emitObjectPicked(id);
    this.lastPicked = id;
  }

  start(): void {
    let atons = -1;
    const loop = () => {
      const t0 = performance.now();
      if (atons !== liveStore.version.atons) {
        // The aton overlay re-reads the store.
        atons = liveStore.version.atons;
        this.snapshot = { ...this.snapshot };
        for (const fn of this.listeners) fn();
      }
      this.timed('pick', () => this.renderer.pollPick());
      const vectorLengthMin = chartPreferences.value.chart_settings.vector_length;
      this.timed('layers', () => {
        if (this.renderer.uploadPendingLayers()) this.dirty = true;
      });
      this.timed('vessels', () => {
        if (this.renderer.tickLive(vectorLengthMin, liveLayers.vessels, this.viewStill(t0), t0)) this.dirty = true;
      });
      this.loopsSinceViewChange += 1;
      // A new frame waits for the GPU to finish the last one (gl/gpuPacer.ts).
      if (this.renderer.gpuIdle() && this.needsFrame()) {
        this.timed('frame', () => this.renderFrame());
        this.stats.frames += 1;
      }
      this.stats.loopMs += performance.now() - t0;
      this.raf = requestAnimationFrame(loop);
    };
    this.raf = requestAnimationFrame(loop);
    window.addEventListener('hashchange', this.readHash);
  }

  stop(): void {
    cancelAnimationFrame(this.raf);
    window.removeEventListener('hashchange', this.readHash);
    this.hashWriter.cancel();
  }
}
