// The vessels: one layer built by the vessel worker (symbols, heading
// lines, motion vectors, lost-target crosses, nav-status marks; the core's
// interleaved vertices) of the vessels in and around the view
// (vesselArea.ts), and uploaded here only while the view is still, in
// slices (vesselUpload.ts); the previous layer draws until the new one is
// complete. The shader shows each vessel's triangle or hull by the scale
// and takes the colours from the theme (vesselShaders.ts,
// vesselColours.ts); rings mark the selected vessel and those of open
// alerts (vesselHighlight.ts, drawn by vesselRingProgram.ts). The pick pass draws only the vessels that
// can reach the cursor (pickIndex.ts), with the same symbols.
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { pickRanges } from './pickIndex';
import { vesselArea, type VesselArea } from './vesselArea';
import { ringRecords, type DrawnVessels } from './vesselHighlight';
import { VesselProgram } from './vesselProgram';
import { VesselRingProgram, type RingMesh } from './vesselRingProgram';
import type { PackedVesselLayer } from './vesselSource';
import { StagedVesselUpload } from './vesselUpload';

/**
 * A built layer is uploaded once the view is still (chartController), so a
 * pan or zoom never pays for uploads (tens of MB for 20,000 vessels) in its
 * frames; during one continuous gesture it waits at most this long (AIS
 * positions come every 2-10 s).
 */
export const VESSEL_UPLOAD_MAX_WAIT_MS = 10_000;

type Sources = Pick<ChartSources, 'vesselLayer' | 'visibility' | 'preferences' | 'vesselHighlights'>;

export class VesselsLayer implements ChartLayer {
  readonly id = 'vessels';
  readonly order = LIVE_ORDER.vessels;
  readonly pickable = true;
  readonly glState = ALPHA_BLENDED;
  private readonly program: VesselProgram;
  private mesh: Mesh;
  /** The rings' program, made when the first ring is needed (its shaders were started with the chart's: programSources.ts). */
  private ringProgram: VesselRingProgram | null = null;
  private rings: RingMesh | null = null;
  private staged: StagedVesselUpload | null = null;
  private stagedSinceMs = 0;
  private index: (PackedVesselLayer & DrawnVessels) | null = null;
  private shown: boolean | null = null;
  /** The theme of the last sync: a new one recolours the vessels (the shader's palette) in the next frame. */
  private theme: string | null = null;
  /** The highlights the rings were built for (by identity of the selected id and the alerts' ids). */
  private ringsFor: { layer: unknown; selected: number | null; alerts: readonly number[] } | null = null;
  /** The area whose vessels are built (set by the first drawn frame; none are built before it). */
  private area: VesselArea | null = null;

  constructor(
    private readonly ctx: LayerContext,
    private readonly sources: Sources,
  ) {
    this.program = ctx.program(VesselProgram.kind, (gl) => new VesselProgram(gl));
    this.mesh = this.program.newMesh();
  }

  sync(nowMs: number): boolean {
    const { vesselLayer, visibility } = this.sources;
    const toggled = this.shown !== visibility.vessels;
    this.shown = visibility.vessels;
    // Hidden vessels are not built; the layer catches up when shown again.
    // Nothing is built before the first drawn frame gives the area (not the whole fleet once).
    const visible = visibility.vessels && this.area !== null;
    vesselLayer.setLayerOptions({ visible, vectorLengthMin: this.vectorLengthMin(), origin: this.ctx.origin, area: this.area?.bbox ?? null, drawnScalesPxPerM: this.area?.drawnScalesPxPerM ?? null, stationaryShrunk: this.area?.stationaryShrunk ?? false });
    const uploaded = this.upload(nowMs);
    const theme = this.sources.preferences.value.ui_settings.theme;
    const recoloured = this.theme !== theme && this.mesh.count > 0;
    this.theme = theme;
    return this.syncRings() || uploaded || toggled || recoloured;
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
    this.index = staged.layer;
    this.staged = null;
    source.uploaded(staged.buildId, staged.ms);
    return changed;
  }

  /** Rewrites the highlight rings' records when the drawn layer or the highlights changed; true when they did. */
  private syncRings(): boolean {
    const h = this.sources.vesselHighlights;
    const last = this.ringsFor;
    if (last && last.layer === this.index && last.selected === h.selectedVesselId && last.alerts === h.alertVesselIds) return false;
    const had = (this.rings?.count ?? 0) > 0;
    this.ringsFor = { layer: this.index, selected: h.selectedVesselId, alerts: h.alertVesselIds };
    const records = this.index ? ringRecords(this.index, h) : new Float32Array(0);
    if (records.length > 0 && !this.ringProgram) {
      this.ringProgram = this.ctx.program(VesselRingProgram.kind, (gl) => new VesselRingProgram(gl));
      this.rings = this.ringProgram.newMesh();
    }
    if (this.ringProgram && this.rings) this.ringProgram.upload(this.rings, records);
    return had || records.length > 0;
  }

  /** The vessels drawn now: ids, anchors and hull reach in drawing order (tests and benchmarks, through the debug hook). */
  drawnVessels(): DrawnVessels | null {
    return this.index;
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
      pixelsPerMercatorM: u.pixelsPerMercatorM,
      rangeNm: u.rangeNm,
    });
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (!this.shown) return;
    const look = { theme: this.sources.preferences.value.ui_settings.theme, rangeNm: u.rangeNm, alpha: 1 };
    if (pass === 'pick') {
      const ranges = this.index && u.pickAtRel ? pickRanges(this.index, u.pickAtRel, u.pixelsPerMercatorM) : [];
      this.program.draw(this.mesh, u, look, ranges);
    } else {
      // The rings under the vessels: a ringed vessel's mark and symbol stay whole.
      if (this.rings) this.ringProgram?.draw(this.rings, u, look);
      this.program.draw(this.mesh, u, look);
    }
  }

  dispose(): void {
    this.mesh.dispose();
    if (this.rings) this.ringProgram?.dispose(this.rings);
    this.staged?.mesh.dispose();
  }
}
