// A chart cell's coverage mask: its M_COVR polygons (CATCOV 1) drawn into the
// stencil only, with the cell's reference of the frame (enc/cellRanking.ts);
// the fill program draws the triangles, colour writes are off.
import type { Mesh } from '../../gl/buffers';
import type { ChartLayer, FrameUniforms, GlState, LayerContext } from '../../render/chartLayer';
import { FillProgram, type FillBuffers } from '../fill/fillProgram';

/** Where the mask's GL state comes from (it follows the display scale). */
export interface CoverageMaskState {
  prepare(u: FrameUniforms): void;
  state(): GlState;
}

export class CoverageLayer implements ChartLayer {
  readonly pickable = false;
  private readonly program: FillProgram;
  private readonly mesh: Mesh;

  constructor(
    ctx: LayerContext,
    readonly id: string,
    readonly order: number,
    buffers: FillBuffers,
    private readonly mask: CoverageMaskState,
    readonly group: string | null = null,
  ) {
    this.program = ctx.program(FillProgram.kind, (gl) => new FillProgram(gl));
    this.mesh = this.program.newMesh(buffers);
  }

  get glState(): GlState {
    return this.mask.state();
  }

  prepare(u: FrameUniforms): void {
    this.mask.prepare(u);
  }

  sync(): boolean {
    return false;
  }

  draw(_pass: 'colour' | 'pick', u: FrameUniforms): void {
    this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
