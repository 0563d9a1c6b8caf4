// A line layer: one chart layer's lines, one mesh per stroke width.
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LineProgram, type LineBuffers } from './lineProgram';

export class LineLayer implements ChartLayer {
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly program: LineProgram;
  private readonly meshes: { mesh: Mesh; widthPx: number }[];

  constructor(
    ctx: LayerContext,
    readonly id: string,
    readonly order: number,
    lines: readonly { widthPx: number; buffers: LineBuffers }[],
    readonly group: string | null = null,
  ) {
    this.program = ctx.program(LineProgram.kind, (gl) => new LineProgram(gl));
    this.meshes = lines.map((l) => ({ widthPx: l.widthPx, mesh: this.program.newMesh(l.buffers) }));
  }

  sync(): boolean {
    return false;
  }

  draw(_pass: RenderPass, u: FrameUniforms): void {
    this.program.draw(this.meshes, u);
  }

  dispose(): void {
    for (const { mesh } of this.meshes) mesh.dispose();
  }
}
