// Trains on their sidings: rebuilt on the main thread when the trains
// stream replaces them (few vertices), drawn and picked while shown.
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { MarkerProgram, uploadMarkers } from '../marker/markerProgram';
import { trainBuffers } from './trainBuffers';

export class TrainsLayer implements ChartLayer {
  readonly id = 'trains';
  readonly order = LIVE_ORDER.trains;
  readonly pickable = true;
  readonly glState = ALPHA_BLENDED;
  private readonly program: MarkerProgram;
  private readonly mesh: Mesh;
  private builtVersion = -1;
  private shown: boolean | null = null;

  constructor(
    private readonly ctx: LayerContext,
    private readonly sources: Pick<ChartSources, 'live' | 'visibility'>,
  ) {
    this.program = ctx.program(MarkerProgram.kind, (gl) => new MarkerProgram(gl));
    this.mesh = this.program.newMesh();
  }

  sync(): boolean {
    const { live, visibility } = this.sources;
    const toggled = this.shown !== visibility.trains;
    this.shown = visibility.trains;
    if (live.version.trains === this.builtVersion) return toggled;
    uploadMarkers(this.mesh, trainBuffers(live.trains, this.ctx.origin));
    this.builtVersion = live.version.trains;
    return true;
  }

  draw(_pass: RenderPass, u: FrameUniforms): void {
    if (this.shown) this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
