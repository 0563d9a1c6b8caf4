// A fill layer: one chart layer's polygons (ENC areas, the world contour map's land).
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { FILL_ATTRIBUTES, FillProgram, type FillBuffers } from './fillProgram';

export class FillLayer implements ChartLayer {
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly program: FillProgram;
  private readonly mesh: Mesh;

  constructor(
    ctx: LayerContext,
    readonly id: string,
    readonly order: number,
    buffers: FillBuffers,
    readonly group: string | null = null,
  ) {
    this.program = ctx.program(FillProgram.kind, (gl) => new FillProgram(gl));
    this.mesh = this.program.newMesh(buffers);
  }

  /** New colours for the same vertices (another theme); false when they do not fit. */
  recolourFill(colours: Uint8Array): boolean {
    return this.mesh.replaceAttribute(FILL_ATTRIBUTES.colour, colours);
  }

  sync(): boolean {
    return false;
  }

  draw(_pass: RenderPass, u: FrameUniforms): void {
    this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
