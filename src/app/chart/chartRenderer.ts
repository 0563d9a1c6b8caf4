// The WebGL2 renderer: chart layers in draw order, then trains, vessels and
// the prediction ghost; pan and zoom only change the view uniforms. After a
// frame, the pick pass (while the left button is held) finds the id under
// the cursor.
import { START_POSITION } from '../../protocol/geo';
import { projectMercator } from '../../wasm/core';
import { buildVesselLayer, type VesselPickIndex } from '../../wasm/shapes';
import { prediction } from '../live/selection';
import type { LiveStore } from '../live/liveStore';
import type { VesselWorkerClient } from '../live/vesselWorkerClient';
import { disposeEntry, insertInDrawOrder, type ChartLayerEntry } from './chartLayers';
import { transferables, type BuiltLayer } from './enc/workerProtocol';
import type { SymbolAtlas } from './enc/symbolAtlas';
import { CLEAR_COLOR } from './gl/glContext';
import { GpuPacer } from './gl/gpuPacer';
import type { ViewUniforms } from './gl/program';
import { FillProgram } from './layers/fillLayer';
import { LineProgram } from './layers/lineLayer';
import { MarkerProgram, uploadMarkers } from './layers/markerLayer';
import { SymbolProgram, symbolQuads } from './layers/symbolLayer';
import { trainBuffers } from './live/trainBuffers';
import { vesselBatch } from './live/vesselBatch';
import { pickRanges, type VertexRange } from './live/pickIndex';
import { StagedVesselUpload } from './live/vesselUpload';
import { PickTarget } from './picking';
import { pixelsPerMercatorM, screenToMercator, type ChartView } from './viewMath';

/** Every layer's coordinates are relative to this origin (f32 stays precise near it). */
export const LAYER_ORIGIN = START_POSITION;
const ORIGIN_M = projectMercator(LAYER_ORIGIN);
/**
 * A vessel layer built by the worker is uploaded once the view has been
 * still this long (and for two animation frames), so a pan or zoom never
 * pays for uploads (13.7 MB for 20,000 vessels) in its frames; during one
 * continuous gesture it waits at most VESSEL_UPLOAD_MAX_WAIT_MS (AIS
 * positions come every 2-10 s).
 */
export const VESSEL_UPLOAD_QUIET_MS = 250;
export const VESSEL_UPLOAD_MAX_WAIT_MS = 10_000;
/** Worker-built chart layers are uploaded until this much main-thread time is spent in one frame (at least one layer). */
export const LAYER_UPLOAD_BUDGET_MS = 8;
/** The ghost is drawn half transparent. */
export const GHOST_ALPHA = 0.5;

const builtLayerBytes = (layer: BuiltLayer): number => transferables(layer).reduce((sum, b) => sum + b.byteLength, 0);

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
  /** The recent chart-layer uploads: [layer name, main-thread ms, bytes] (benchmarks). */
  readonly layerUploads: [string, number, number][] = [];
  /** Layers from the worker waiting for an idle GPU to be uploaded. */
  private readonly pendingLayers: BuiltLayer[] = [];
  private readonly pacer: GpuPacer;
  private vessels;
  private staged: StagedVesselUpload | null = null;
  private stagedSinceMs = 0;
  private readonly trains;
  private readonly ghost;
  private built = { trains: -1, ghost: -1 };
  private vesselIndex: VesselPickIndex | null = null;
  /** Main-thread time spent uploading worker-built vessel layers (ms), and the recent uploads [start, ms], for the benchmarks. */
  uploadMs = 0;
  readonly uploads: [number, number][] = [];

  constructor(
    private readonly gl: WebGL2RenderingContext,
    private readonly live: LiveStore,
    private readonly atlas: SymbolAtlas,
    private readonly vesselWorker: Pick<VesselWorkerClient, 'setLayerOptions' | 'takeLayer' | 'uploaded' | 'pendingSinceMs'>,
  ) {
    this.fill = new FillProgram(gl);
    this.line = new LineProgram(gl);
    this.marker = new MarkerProgram(gl);
    this.symbol = new SymbolProgram(gl);
    this.picker = new PickTarget(gl);
    this.pacer = new GpuPacer(gl);
    this.vessels = this.marker.newMesh();
    this.trains = this.marker.newMesh();
    this.ghost = this.marker.newMesh();
  }

  /**
   * Tells the vessel worker how to build (hidden vessels are not built; the
   * layer catches up when shown again) and uploads a layer it built while the
   * view is still (see VESSEL_UPLOAD_QUIET_MS), in slices (vesselUpload.ts);
   * true when a layer became complete (call every animation frame).
   */
  tickLive(vectorLengthMin: number, vesselsVisible: boolean, viewStill: boolean, nowMs: number): boolean {
    this.vesselWorker.setLayerOptions({ visible: vesselsVisible, vectorLengthMin, origin: LAYER_ORIGIN });
    if (!this.gpuIdle()) return false;
    const since = this.staged ? this.stagedSinceMs : this.vesselWorker.pendingSinceMs;
    if (since === null) return false;
    if (!viewStill && nowMs - since < VESSEL_UPLOAD_MAX_WAIT_MS) return false;
    const t0 = performance.now();
    if (!this.staged) {
      const built = this.vesselWorker.takeLayer();
      if (!built) return false;
      this.staged = new StagedVesselUpload(this.marker.newMesh(), built.buildId, built.layer);
      this.stagedSinceMs = since;
    }
    const staged = this.staged;
    const done = staged.step();
    const ms = performance.now() - t0;
    this.uploadMs += ms;
    this.uploads.push([t0, ms]);
    if (this.uploads.length > 100) this.uploads.shift();
    if (!done) return false;
    this.vessels.dispose();
    this.vessels = staged.mesh;
    const { vertexOffsets, anchors, extentsM, extentsPx } = staged.layer;
    this.vesselIndex = { vertexOffsets, anchors, extentsM, extentsPx };
    this.staged = null;
    this.vesselWorker.uploaded(staged.buildId, staged.ms);
    return true;
  }

  /** Whether the GPU has finished the frames issued so far (gpuPacer.ts): uploads and frames wait for it. */
  gpuIdle(): boolean {
    return this.pacer.idle();
  }

  /** A layer from the worker: queued, uploaded once the GPU is idle (uploadPendingLayers). */
  addLayer(layer: BuiltLayer): void {
    this.pendingLayers.push(layer);
  }

  /** Uploads queued layers while the GPU is idle, within LAYER_UPLOAD_BUDGET_MS; true when any was added. */
  uploadPendingLayers(): boolean {
    if (this.pendingLayers.length === 0 || !this.gpuIdle()) return false;
    const t0 = performance.now();
    let layer: BuiltLayer | undefined;
    while ((layer = this.pendingLayers.shift())) {
      const t1 = performance.now();
      this.upload(layer);
      this.layerUploads.push([layer.layerName, performance.now() - t1, builtLayerBytes(layer)]);
      if (this.layerUploads.length > 200) this.layerUploads.shift();
      if (performance.now() - t0 >= LAYER_UPLOAD_BUDGET_MS) break;
    }
    return true;
  }

  /** Uploads a layer once; its symbols once their atlas entries are ready. */
  private upload(layer: BuiltLayer): void {
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
      void Promise.all(points.symbols.map((s) => this.atlas.get(s))).then((entries) => {
        if (!this.layers.includes(entry)) return;
        entry.symbols = this.symbol.newMesh(symbolQuads(points.positions, entries));
      });
    }
  }

  removeChart(chartName: string | null): void {
    for (let i = this.pendingLayers.length - 1; i >= 0; i -= 1) {
      if (this.pendingLayers[i]?.chartName === chartName) this.pendingLayers.splice(i, 1);
    }
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
    this.symbol.syncAtlas(this.atlas);
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
    this.pacer.frameIssued();
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
    this.pendingLayers.length = 0;
    this.vessels.dispose();
    this.staged?.mesh.dispose();
    this.trains.dispose();
    this.ghost.dispose();
  }
}
