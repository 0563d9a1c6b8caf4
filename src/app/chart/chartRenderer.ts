// The WebGL2 renderer: chart layers in draw order, then trains, vessels and
// the prediction ghost; pan and zoom only change the view uniforms. After a
// frame, the pick pass (while the left button is held) finds the id under
// the cursor.
import { START_POSITION } from '../../protocol/geo';
import { projectMercator } from '../../wasm/core';
import { buildVesselLayer, type VesselPickIndex } from '../../wasm/shapes';
import { prediction } from '../live/selection';
import type { LiveStore } from '../live/liveStore';
import { disposeEntry, insertInDrawOrder, type ChartLayerEntry } from './chartLayers';
import type { BuiltLayer } from './enc/workerProtocol';
import type { SymbolAtlas } from './enc/symbolAtlas';
import { CLEAR_COLOR } from './gl/glContext';
import type { ViewUniforms } from './gl/program';
import { FillProgram } from './layers/fillLayer';
import { LineProgram } from './layers/lineLayer';
import { MarkerProgram, uploadMarkers } from './layers/markerLayer';
import { SymbolProgram, symbolQuads } from './layers/symbolLayer';
import { trainBuffers } from './live/trainBuffers';
import { vesselBatch } from './live/vesselBatch';
import { VesselLayerBuilder, type VesselWorkerPort } from './live/vesselLayerBuilder';
import { pickRanges, type VertexRange } from './live/pickIndex';
import { PickTarget } from './picking';
import { pixelsPerMercatorM, screenToMercator, type ChartView } from './viewMath';

/** Every layer's coordinates are relative to this origin (f32 stays precise near it). */
export const LAYER_ORIGIN = START_POSITION;
const ORIGIN_M = projectMercator(LAYER_ORIGIN);
/** The ghost is drawn half transparent. */
export const GHOST_ALPHA = 0.5;
/**
 * The vessel layer is built in a worker; the main thread's part of a
 * rebuild (flattening the store, uploading) takes at most this share of
 * its time, and rebuilds are at least VESSEL_REBUILD_MIN_INTERVAL_MS apart
 * (20,000 vessels change every 100 ms; AIS positions come every 2-10 s, so
 * a 1 s refresh loses nothing visible).
 */
export const VESSEL_REBUILD_SHARE = 0.1;
export const VESSEL_REBUILD_MIN_INTERVAL_MS = 1000;

export interface LiveVisibility {
  trains: boolean;
  vessels: boolean;
}

export class ChartRenderer {
  private readonly fill: FillProgram;
  private readonly line: LineProgram;
  private readonly marker: MarkerProgram;
  private readonly symbol: SymbolProgram;
  private readonly picker: PickTarget;
  private readonly layers: ChartLayerEntry[] = [];
  private readonly vessels;
  private readonly trains;
  private readonly ghost;
  private built = { vessels: -1, trains: -1, ghost: -1, vectorLength: NaN };
  private nextVesselBuildMs = 0;
  private vesselIndex: VesselPickIndex | null = null;
  private readonly vesselBuilder: VesselLayerBuilder;
  private vesselMainMs = 0;
  /** Main-thread time spent uploading worker-built layers (ms), for the benchmarks. */
  uploadMs = 0;

  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly live: LiveStore,
    private readonly atlas: { atlas: SymbolAtlas; canvas: HTMLCanvasElement },
    vesselWorker: VesselWorkerPort,
    /** Called when an asynchronously built layer is ready to draw. */
    private readonly onLayerReady: () => void,
  ) {
    this.fill = new FillProgram(gl);
    this.line = new LineProgram(gl);
    this.marker = new MarkerProgram(gl);
    this.symbol = new SymbolProgram(gl);
    this.picker = new PickTarget(gl);
    this.vessels = this.marker.newMesh();
    this.trains = this.marker.newMesh();
    this.ghost = this.marker.newMesh();
    this.vesselBuilder = new VesselLayerBuilder(vesselWorker, (layer) => {
      const t0 = performance.now();
      uploadMarkers(this.vessels, layer);
      this.vesselIndex = layer;
      this.vesselMainMs += performance.now() - t0;
      this.uploadMs += performance.now() - t0;
      this.scheduleNextVesselBuild();
      this.onLayerReady();
    });
  }

  private scheduleNextVesselBuild(): void {
    const wait = Math.max(VESSEL_REBUILD_MIN_INTERVAL_MS, this.vesselMainMs / VESSEL_REBUILD_SHARE);
    this.nextVesselBuildMs = performance.now() + wait;
    this.vesselMainMs = 0;
  }

  /** Starts a vessel-layer build in the worker when the store changed (call every animation frame). */
  tickLive(vectorLengthMin: number, vesselsVisible: boolean, nowMs: number): void {
    const v = this.live.version;
    const changed = v.vessels !== this.built.vessels || vectorLengthMin !== this.built.vectorLength;
    // Hidden vessels are not rebuilt (the layer catches up when shown again).
    if (!vesselsVisible || !changed || nowMs < this.nextVesselBuildMs || this.vesselBuilder.busy) return;
    const t0 = performance.now();
    this.vesselBuilder.build(this.live.vessels, { origin: LAYER_ORIGIN, vectorLengthMin, alphaScale: 1, pickable: true });
    this.vesselMainMs = performance.now() - t0;
    this.built.vessels = v.vessels;
    this.built.vectorLength = vectorLengthMin;
  }

  /** A layer from the worker: uploaded once; its symbols once their atlas entries are ready. */
  addLayer(layer: BuiltLayer): void {
    const entry: ChartLayerEntry = {
      chartName: layer.chartName,
      layerName: layer.layerName,
      cscl: layer.cscl,
      fill: layer.fill && layer.fill.indices.length > 0 ? this.fill.newMesh(layer.fill) : null,
      lines: layer.lines.filter((l) => l.buffers.indices.length > 0).map((l) => ({ widthPx: l.widthPx, mesh: this.line.newMesh(l.buffers) })),
      symbols: null,
    };
    insertInDrawOrder(this.layers, entry);
    const points = layer.points;
    if (points) {
      void Promise.all(points.symbols.map((s) => this.atlas.atlas.get(s))).then((entries) => {
        if (!this.layers.includes(entry)) return;
        entry.symbols = this.symbol.newMesh(symbolQuads(points.positions, entries));
      });
    }
  }

  removeChart(chartName: string | null): void {
    for (let i = this.layers.length - 1; i >= 0; i -= 1) {
      const e = this.layers[i];
      if (e && e.chartName === chartName) {
        disposeEntry(e);
        this.layers.splice(i, 1);
      }
    }
  }

  get layerCount(): number {
    return this.layers.length;
  }

  uniforms(view: ChartView, pickPass: boolean): ViewUniforms {
    return {
      centreRel: [view.centre.xM - ORIGIN_M.xM, view.centre.yM - ORIGIN_M.yM],
      pixelsPerMercatorM: pixelsPerMercatorM(view),
      viewportPx: [view.widthPx, view.heightPx],
      pickPass,
    };
  }

  /** Whether trains or the ghost changed (vessels arrive from the worker, see tickLive). */
  liveDue(): boolean {
    return this.live.version.trains !== this.built.trains || prediction.version !== this.built.ghost;
  }

  /** Rebuilds the train and ghost buffers when they changed (never per frame otherwise). */
  private syncLive(): void {
    const v = this.live.version;
    if (v.trains !== this.built.trains) {
      uploadMarkers(this.trains, trainBuffers(this.live.trains, LAYER_ORIGIN));
      this.built.trains = v.trains;
    }
    if (prediction.version !== this.built.ghost) {
      this.built.ghost = prediction.version;
      const g = prediction.ghost;
      const vessel = g ? this.live.vessels.get(g.vesselId) : undefined;
      if (g && vessel) {
        const batch = vesselBatch([{ ...vessel, latitude: g.latDeg, longitude: g.lonDeg, heading: g.courseDeg, speed: null }], 1);
        uploadMarkers(this.ghost, buildVesselLayer(batch, { origin: LAYER_ORIGIN, vectorLengthMin: NaN, alphaScale: GHOST_ALPHA, pickable: false }));
      } else {
        this.ghost.dispose();
      }
    }
  }

  frame(view: ChartView, visible: LiveVisibility): void {
    const gl = this.gl;
    this.syncLive();
    this.symbol.syncAtlas(this.atlas.canvas, this.atlas.atlas.version);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    // The drawing buffer is in device pixels; the uniforms work in CSS pixels.
    gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
    gl.clearColor(...CLEAR_COLOR);
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.enable(gl.BLEND);
    gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA);
    const u = this.uniforms(view, false);
    for (const e of this.layers) {
      if (e.fill) this.fill.draw([{ mesh: e.fill, uniforms: u }]);
      if (e.lines.length > 0) this.line.draw(e.lines.map((l) => ({ mesh: l.mesh, widthPx: l.widthPx, uniforms: u })));
      if (e.symbols) this.symbol.draw([e.symbols], u);
    }
    this.drawLive(u, visible);
  }

  private drawLive(u: ViewUniforms, visible: LiveVisibility, vesselRanges?: VertexRange[]): void {
    if (visible.trains) this.marker.draw(this.trains, u);
    if (visible.vessels) {
      this.marker.draw(this.vessels, u, vesselRanges);
      if (!u.pickPass) this.marker.draw(this.ghost, u);
    }
  }

  /**
   * Starts the id pass under the pixel (CSS px, y down); `onResult` gets the
   * id (0 for nothing) on a later frame. Only live objects are in the id
   * pass, vessels only near the cursor. False while a pick is in flight.
   */
  startPick(view: ChartView, xPx: number, yPx: number, visible: LiveVisibility, onResult: (id: number) => void): boolean {
    const k = this.devicePixelsPerCssPx(view);
    return this.picker.start(xPx * k, yPx * k, this.gl.drawingBufferWidth, this.gl.drawingBufferHeight, this.pickDraw(view, xPx, yPx, visible), onResult);
  }

  /** Delivers a finished pick (call every animation frame). */
  pollPick(): boolean {
    return this.picker.poll();
  }

  /** The id pass read back synchronously (benchmarks). */
  pickNow(view: ChartView, xPx: number, yPx: number, visible: LiveVisibility): number {
    const k = this.devicePixelsPerCssPx(view);
    return this.picker.pickNow(xPx * k, yPx * k, this.gl.drawingBufferWidth, this.gl.drawingBufferHeight, this.pickDraw(view, xPx, yPx, visible));
  }

  private devicePixelsPerCssPx(view: ChartView): number {
    return view.widthPx > 0 ? this.gl.drawingBufferWidth / view.widthPx : 1;
  }

  private pickDraw(view: ChartView, xPx: number, yPx: number, visible: LiveVisibility): () => void {
    const u = this.uniforms(view, true);
    const at = screenToMercator(view, xPx, yPx);
    const ranges = this.vesselIndex
      ? pickRanges(this.vesselIndex, { xM: at.xM - ORIGIN_M.xM, yM: at.yM - ORIGIN_M.yM }, u.pixelsPerMercatorM)
      : [];
    return () => this.drawLive(u, visible, ranges);
  }

  /** Waits for the GPU (benchmarks: the frame's full cost). */
  finish(): void {
    const px = new Uint8Array(4);
    this.gl.readPixels(0, 0, 1, 1, this.gl.RGBA, this.gl.UNSIGNED_BYTE, px);
  }

  dispose(): void {
    for (const e of this.layers) disposeEntry(e);
    this.layers.length = 0;
    this.vessels.dispose();
    this.trains.dispose();
    this.ghost.dispose();
  }
}
