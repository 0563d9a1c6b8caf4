// The WebGL2 renderer: draws the registry's layers in order, each with its
// GL state; pan and zoom only change the view uniforms. After a frame, the
// pick pass (while the left button is held) draws the pickable layers with
// id colours into a small target around the cursor and finds the ids within
// the pick tolerance. It knows no particular layer: layers come from the
// layer kinds (layers/registry.ts), the chart worker (through upload jobs)
// and the tools.
import { START_POSITION } from '../../../protocol/geo';
import { projectMercator, type MercatorPoint } from '../../../wasm/core';
import { GpuPacer } from '../gl/gpuPacer';
import { clearColour } from '../theme/chartBackground';
import { prewarmPrograms, type ShaderSources } from '../gl/program';
import { displayScaleDenominator } from '../../../wasm/chartScale';
import { displayedRangeNm, pixelsPerMercatorM, screenToMercator, type ChartView } from '../viewMath';
import type { ChartLayer, FrameUniforms, LayerContext, RenderPass } from './chartLayer';
import { GlStateCache } from './glState';
import { LayerRegistry } from './layerRegistry';
import { PICK_TOLERANCE_PX, type PickedObject } from './pickedIds';
import { PickTarget } from './pickTarget';
import { ChartStats } from './stats';
import { browserTimers, type Timers } from '../../lib/timers';
import { UploadPump } from './uploadPump';
import { UploadQueue, type UploadJob } from './uploadQueue';

/** Every layer's coordinates are relative to this origin (f32 stays precise near it). */
export const LAYER_ORIGIN = START_POSITION;
const ORIGIN_M = projectMercator(LAYER_ORIGIN);

export class ChartRenderer {
  readonly stats = new ChartStats();
  readonly layers = new LayerRegistry();
  private readonly uploads = new UploadQueue();
  /** Runs the queued uploads in tasks of their own (uploadPump.ts). */
  private readonly pump: UploadPump;
  /** An upload changed what is on screen since the last `sync`. */
  private uploadShown = false;
  private readonly picker: PickTarget;
  private readonly pacer: GpuPacer;
  private readonly glState: GlStateCache;
  private readonly programs = new Map<string, unknown>();
  /** Until then only a view change starts a frame (reserveFrame). */
  private reservedUntilMs = 0;
  /** Upload jobs run per group still attached (the debug hook's layer count). */
  private readonly uploadedPerGroup = new Map<string, number>();
  /** What layers get when they are created. */
  readonly context: LayerContext;
  /** Layers not drawn (by id: the debug hook's `hideLayers`, for tests that compare pictures with and without them). */
  private hiddenIds: ReadonlySet<string> = new Set();
  /** The clear colour of the next frame, RGBA 0..1 (the theme's: theme/chartBackground.ts). */
  background: () => readonly [number, number, number, number] = () => clearColour('day');

  constructor(
    private readonly gl: WebGL2RenderingContext,
    viewStill: (nowMs: number) => boolean,
    /** Work arrived for the render loop (a layer, an upload shown, a pick): the loop wakes if it rests. */
    private readonly onWork: () => void = () => undefined,
    pumpClock: Timers = browserTimers,
  ) {
    this.picker = new PickTarget(gl);
    this.pacer = new GpuPacer(gl);
    this.pump = new UploadPump(
      this.uploads,
      {
        gpuIdle: () => this.gpuIdle(),
        ran: (job, ms, finished) => {
          this.stats.layerUploaded(job.label, ms, job.bytes);
          if (finished) this.uploadedPerGroup.set(job.group, (this.uploadedPerGroup.get(job.group) ?? 0) + 1);
        },
        taskDone: (ms, redraw) => {
          this.stats.loopMs += ms;
          if (!redraw) return;
          this.uploadShown = true;
          this.onWork();
        },
      },
      pumpClock,
    );
    this.glState = new GlStateCache(gl as never);
    this.context = {
      gl,
      program: <T>(kind: string, create: (gl: WebGL2RenderingContext) => T): T => {
        let program = this.programs.get(kind) as T | undefined;
        if (program === undefined) {
          program = create(gl);
          this.programs.set(kind, program);
        }
        return program;
      },
      origin: LAYER_ORIGIN,
      originM: ORIGIN_M,
      stats: this.stats,
      gpuIdle: () => this.gpuIdle(),
      viewStill,
    };
  }

  /** Adds a layer; returns a function that removes and disposes it. */
  addLayer(layer: ChartLayer): () => void {
    this.onWork();
    return this.layers.add(layer);
  }

  /** Queues an upload job (run in tasks of their own while the GPU is idle, within a budget per task). */
  queueUpload(job: UploadJob): void {
    this.uploads.push(job);
    this.pump.kick();
  }

  /**
   * A change is expected within `forMs` (a theme's colours on their way):
   * until it is written (`releaseFrame`), the view changes or the time is
   * up, no frame starts for other changes (vessels moving), so the GPU is
   * idle when the change comes and the next frame shows it. On a slow GPU a
   * frame started just before would hold it back by a whole frame.
   */
  reserveFrame(nowMs: number, forMs: number): void {
    this.reservedUntilMs = nowMs + forMs;
  }

  /** The expected change is written (or the view moved): frames start again as needed. */
  releaseFrame(): void {
    this.reservedUntilMs = 0;
  }

  /** Whether frames wait for an expected change now. */
  frameReserved(nowMs: number): boolean {
    return nowMs < this.reservedUntilMs;
  }

  /** Removes a group's layers and its queued uploads (a detached chart). */
  removeGroup(group: string): void {
    this.uploads.removeGroup(group);
    this.uploadedPerGroup.delete(group);
    this.layers.removeWhere((l) => l.group === group);
  }

  /** Upload jobs waiting (the chart is settled when none are). */
  get pendingUploads(): number {
    return this.uploads.size;
  }

  /** Upload jobs run for the groups still attached (chart layers uploaded). */
  get uploadedLayerCount(): number {
    let n = 0;
    for (const count of this.uploadedPerGroup.values()) n += count;
    return n;
  }

  /**
   * Starts compiling programs that layers made later will ask for, fenced
   * like a frame: uploads (which make those layers) wait until the GPU
   * process has got through them, so no status query waits for a compile.
   */
  prewarm(sources: readonly ShaderSources[]): void {
    prewarmPrograms(this.gl, sources);
    this.pacer.frameIssued();
  }

  /** Whether the GPU has finished the frames issued so far (gpuPacer.ts): uploads and frames wait for it. */
  gpuIdle(): boolean {
    return this.pacer.idle();
  }

  /** When the GPU was last seen to have finished its frames (performance.now() ms; benchmarks). */
  get gpuIdleAtMs(): number {
    return this.pacer.signalledAtMs;
  }

  /** Lets every layer take new data (every animation frame); true when a redraw is needed (or an upload changed what is on screen). */
  sync(nowMs: number): boolean {
    let redraw = this.uploadShown;
    this.uploadShown = false;
    for (const layer of this.layers) if (layer.sync(nowMs)) redraw = true;
    return redraw;
  }

  uniforms(view: ChartView, pickAt: MercatorPoint | null): FrameUniforms {
    const rangeNm = displayedRangeNm(view);
    return {
      centreRel: [view.centre.xM - ORIGIN_M.xM, view.centre.yM - ORIGIN_M.yM],
      pixelsPerMercatorM: pixelsPerMercatorM(view),
      viewportPx: [view.widthPx, view.heightPx],
      rangeNm,
      scaleDenominator: displayScaleDenominator(rangeNm, Math.max(1, view.heightPx / 2)),
      pickPass: pickAt !== null,
      pickAtRel: pickAt ? { xM: pickAt.xM - ORIGIN_M.xM, yM: pickAt.yM - ORIGIN_M.yM } : null,
    };
  }

  private drawLayers(pass: RenderPass, u: FrameUniforms): void {
    if (pass === 'colour') for (const layer of this.layers) layer.prepare?.(u);
    for (const layer of this.layers) {
      if ((pass === 'pick' && !layer.pickable) || this.hiddenIds.has(layer.id)) continue;
      this.glState.apply(layer.glState, pass === 'pick');
      layer.draw(pass, u);
    }
  }

  frame(view: ChartView): void {
    const gl = this.gl;
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    // The drawing buffer is in device pixels; the uniforms work in CSS pixels.
    gl.viewport(0, 0, gl.drawingBufferWidth, gl.drawingBufferHeight);
    gl.clearColor(...this.background());
    gl.clearStencil(0);
    gl.stencilMask(0xff);
    gl.clear(gl.COLOR_BUFFER_BIT | gl.STENCIL_BUFFER_BIT);
    this.glState.reset();
    this.stats.beginFrame();
    this.drawLayers('colour', this.uniforms(view, null));
    this.pacer.frameIssued();
  }

  /**
   * Starts the id pass around the pixel (CSS px, y down), within the pick
   * tolerance; `onResult` gets the objects found, nearest first (none: an
   * empty list), on a later frame. False while a pick is in flight.
   */
  startPick(view: ChartView, xPx: number, yPx: number, onResult: (found: PickedObject[]) => void): boolean {
    const k = this.devicePixelsPerCssPx(view);
    this.onWork();
    return this.picker.start(xPx * k, yPx * k, this.gl.drawingBufferWidth, this.gl.drawingBufferHeight, PICK_TOLERANCE_PX * k, k, this.pickDraw(view, xPx, yPx), onResult);
  }

  /** Whether a pick's readback is still on its way. */
  get pickInFlight(): boolean {
    return this.picker.inFlight;
  }

  /** Delivers a finished pick (call every animation frame). */
  pollPick(): boolean {
    return this.picker.poll();
  }

  /** The id pass read back synchronously (benchmarks): the objects within the pick tolerance, nearest first. */
  pickNow(view: ChartView, xPx: number, yPx: number): PickedObject[] {
    const k = this.devicePixelsPerCssPx(view);
    return this.picker.pickNow(xPx * k, yPx * k, this.gl.drawingBufferWidth, this.gl.drawingBufferHeight, PICK_TOLERANCE_PX * k, k, this.pickDraw(view, xPx, yPx));
  }

  private devicePixelsPerCssPx(view: ChartView): number {
    return view.widthPx > 0 ? this.gl.drawingBufferWidth / view.widthPx : 1;
  }

  private pickDraw(view: ChartView, xPx: number, yPx: number): () => void {
    const u = this.uniforms(view, screenToMercator(view, xPx, yPx));
    return () => {
      this.glState.reset();
      this.drawLayers('pick', u);
      this.glState.reset();
    };
  }

  /** Draws every layer but these (by id) from the next frame on. */
  hideLayers(ids: readonly string[]): void {
    this.hiddenIds = new Set(ids);
  }

  /** Waits for the GPU (benchmarks: the frame's full cost). */
  finish(): void {
    const px = new Uint8Array(4);
    this.gl.readPixels(0, 0, 1, 1, this.gl.RGBA, this.gl.UNSIGNED_BYTE, px);
  }

  dispose(): void {
    this.pump.stop();
    this.uploads.clear();
    this.uploadedPerGroup.clear();
    this.layers.clear();
  }
}
