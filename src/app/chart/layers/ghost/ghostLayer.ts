// The picked vessel's predicted ghost: the vessel's shape, half
// transparent, at the predicted position (not pickable).
import { buildVesselLayer } from '../../../../wasm/shapes';
import type { Mesh } from '../../gl/buffers';
import { vesselBatch } from '../../live/vesselBatch';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { MarkerProgram, uploadMarkers } from '../marker/markerProgram';

/** The ghost is drawn half transparent. */
export const GHOST_ALPHA = 0.5;

export class GhostLayer implements ChartLayer {
  readonly id = 'ghost';
  readonly order = LIVE_ORDER.ghost;
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly program: MarkerProgram;
  private readonly mesh: Mesh;
  private builtVersion = -1;
  private shown: boolean | null = null;

  constructor(
    private readonly ctx: LayerContext,
    private readonly sources: Pick<ChartSources, 'live' | 'prediction' | 'visibility'>,
  ) {
    this.program = ctx.program(MarkerProgram.kind, (gl) => new MarkerProgram(gl));
    this.mesh = this.program.newMesh();
  }

  sync(): boolean {
    const { live, prediction, visibility } = this.sources;
    const toggled = this.shown !== visibility.vessels;
    this.shown = visibility.vessels;
    if (prediction.version === this.builtVersion) return toggled;
    this.builtVersion = prediction.version;
    const g = prediction.ghost;
    const vessel = g ? live.vessels.get(g.vesselId) : undefined;
    if (g && vessel) {
      const batch = vesselBatch([{ ...vessel, latitude: g.latDeg, longitude: g.lonDeg, heading: g.courseDeg, speed: null }], 1);
      uploadMarkers(this.mesh, buildVesselLayer(batch, { origin: this.ctx.origin, vectorLengthMin: NaN, alphaScale: GHOST_ALPHA, pickable: false }));
    } else {
      this.mesh.dispose();
    }
    return true;
  }

  draw(_pass: RenderPass, u: FrameUniforms): void {
    if (this.shown) this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
