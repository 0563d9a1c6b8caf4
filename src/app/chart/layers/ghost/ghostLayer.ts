// The picked vessel's predicted ghost: the vessel's symbols as outlines
// (triangle or true-scale hull by the scale, as the vessel itself) at the
// predicted position, with its predicted motion vector (the vessel's speed
// and course, the preferences' vector length), in the theme's colours; not
// pickable, shown with the vessels.
import type { Mesh } from '../../gl/buffers';
import { buildVesselLayer } from '../../../../wasm/shapes';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { vesselBatch } from '../vessels/vesselBatch';
import { VesselProgram } from '../vessels/vesselProgram';

export class GhostLayer implements ChartLayer {
  readonly id = 'ghost';
  readonly order = LIVE_ORDER.ghost;
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly program: VesselProgram;
  private readonly mesh: Mesh;
  private builtVersion = -1;
  private shown: boolean | null = null;
  private theme: string | null = null;

  constructor(
    private readonly ctx: LayerContext,
    private readonly sources: Pick<ChartSources, 'live' | 'prediction' | 'visibility' | 'preferences'>,
  ) {
    this.program = ctx.program(VesselProgram.kind, (gl) => new VesselProgram(gl));
    this.mesh = this.program.newMesh();
  }

  sync(): boolean {
    const visible = this.sources.visibility.vessels;
    const theme = this.sources.preferences.value.ui_settings.theme;
    const toggled = this.shown !== visible || (this.theme !== theme && this.mesh.count > 0);
    this.shown = visible;
    this.theme = theme;
    const { version } = this.sources.prediction;
    if (version === this.builtVersion) return toggled;
    this.builtVersion = version;
    const had = this.mesh.count > 0;
    const vertices = this.rebuild();
    if (vertices && vertices.byteLength > 0) this.program.upload(this.mesh, vertices);
    else this.mesh.dispose();
    return toggled || (visible && (had || this.mesh.count > 0));
  }

  private rebuild(): ArrayBuffer | null {
    const g = this.sources.prediction.ghost;
    const vessel = g ? this.sources.live.vessels.get(g.vesselId) : undefined;
    if (!g || !vessel) return null;
    const batch = vesselBatch([{ ...vessel, latitude: g.latDeg, longitude: g.lonDeg, heading: g.courseDeg }], 1);
    const vectorLengthMin = this.sources.preferences.value.chart_settings.vector_length;
    return buildVesselLayer(batch, { origin: this.ctx.origin, vectorLengthMin, pickable: false, outlineOnly: true }).vertices;
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (pass !== 'colour' || !this.shown) return;
    this.program.draw(this.mesh, u, { theme: this.sources.preferences.value.ui_settings.theme, rangeNm: u.rangeNm, alpha: 1 });
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
