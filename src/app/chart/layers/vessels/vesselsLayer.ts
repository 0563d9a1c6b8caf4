// The vessels: one layer built by the vessel worker (symbols, nav-status
// marks, motion vectors; packed vertices) of the vessels in and around the
// view (vesselArea.ts), and uploaded here only while the
// view is still, in slices (vesselUpload.ts); the previous layer draws
// until the new one is complete. The pick pass draws only the vessels
// that can reach the cursor (pickIndex.ts).
import type { VesselPickIndex } from '../../../../wasm/shapes';
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { MarkerProgram } from '../marker/markerProgram';
import { pickRanges } from './pickIndex';
import { vesselArea, type VesselArea } from './vesselArea';
import { StagedVesselUpload } from './vesselUpload';

/**
 * A built layer is uploaded once the view is still (chartController), so a
 * pan or zoom never pays for uploads (13.7 MB for 20,000 vessels) in its
 * frames; during one continuous gesture it waits at most this long (AIS
 * positions come every 2-10 s).
 */
export const VESSEL_UPLOAD_MAX_WAIT_MS = 10_000;

export class VesselsLayer implements ChartLayer {
  readonly id = 'vessels';
  readonly order = LIVE_ORDER.vessels;
  readonly pickable = true;
  readonly glState = ALPHA_BLENDED;
  private readonly program: MarkerProgram;
  private mesh: Mesh;
  private staged: StagedVesselUpload | null = null;
  private stagedSinceMs = 0;
  private index: VesselPickIndex | null = null;
  private shown: boolean | null = null;
  /** The area whose vessels are built (set by the first drawn frame; none are built before it). */
  private area: VesselArea | null = null;

  constructor(
    private readonly ctx: LayerContext,
    private readonly sources: Pick<ChartSources, 'vesselLayer' | 'visibility' | 'preferences'>,
  ) {
    this.program = ctx.program(MarkerProgram.kind, (gl) => new MarkerProgram(gl));
    this.mesh = this.program.newMesh();
  }

  sync(nowMs: number): boolean {
    const { vesselLayer, visibility } = this.sources;
    const toggled = this.shown !== visibility.vessels;
    this.shown = visibility.vessels;
    // Hidden vessels are not built; the layer catches up when shown again.
    // Nothing is built before the first drawn frame gives the area (not the whole fleet once).
    const visible = visibility.vessels && this.area !== null;
    vesselLayer.setLayerOptions({ visible, vectorLengthMin: this.vectorLengthMin(), origin: this.ctx.origin, area: this.area?.bbox ?? null });
    return this.upload(nowMs) || toggled;
  }

  /** Uploads a slice of the newest built layer while the GPU is idle and the view still; true when a layer became complete and the picture changed. */
  private upload(nowMs: number): boolean {
    const source = this.sources.vesselLayer;
    if (!this.ctx.gpuIdle()) return false;
    const since = this.staged ? this.stagedSinceMs : source.pendingSinceMs;
    if (since === null) return false;
    if (!this.ctx.viewStill(nowMs) && nowMs - since < VESSEL_UPLOAD_MAX_WAIT_MS) return false;
    const t0 = performance.now();
    if (!this.staged) {
      const built = source.takeLayer();
      if (!built) return false;
      this.staged = new StagedVesselUpload(this.program.newMesh(), built.buildId, built.layer);
      this.stagedSinceMs = since;
    }
    const staged = this.staged;
    const done = staged.step();
    this.ctx.stats.vesselUploadStep(t0, performance.now() - t0);
    if (!done) return false;
    // An empty layer after an empty one changes nothing on screen: no frame
    // for it (the fleet away from the view still changes every second).
    const changed = this.mesh.count > 0 || staged.mesh.count > 0;
    this.mesh.dispose();
    this.mesh = staged.mesh;
    const { vertexOffsets, anchors, extentsM, extentsPx } = staged.layer;
    this.index = { vertexOffsets, anchors, extentsM, extentsPx };
    this.staged = null;
    source.uploaded(staged.buildId, staged.ms);
    return changed;
  }

  private vectorLengthMin(): number {
    return this.sources.preferences.value.chart_settings.vector_length;
  }

  /** Follows the view with the area to build (the next sync tells the worker when it changed). */
  prepare(u: FrameUniforms): void {
    const { originM } = this.ctx;
    this.area = vesselArea(this.area, {
      centreM: { xM: u.centreRel[0] + originM.xM, yM: u.centreRel[1] + originM.yM },
      halfWidthM: u.viewportPx[0] / 2 / u.pixelsPerMercatorM,
      halfHeightM: u.viewportPx[1] / 2 / u.pixelsPerMercatorM,
      vectorLengthMin: this.vectorLengthMin(),
    });
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (!this.shown) return;
    if (pass === 'pick') {
      const ranges = this.index && u.pickAtRel ? pickRanges(this.index, u.pickAtRel, u.pixelsPerMercatorM) : [];
      this.program.draw(this.mesh, u, ranges);
    } else {
      this.program.draw(this.mesh, u);
    }
  }

  dispose(): void {
    this.mesh.dispose();
    this.staged?.mesh.dispose();
  }
}
