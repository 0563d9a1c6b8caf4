// A line layer: one chart layer's lines, one mesh per stroke width.
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LINE_ATTRIBUTES, LineProgram, type LineBuffers } from './lineProgram';

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

  /** New colours for the same vertices, one array per stroke width in build order; false when they do not fit. */
  recolourLines(colours: readonly Uint8Array[]): boolean {
    if (colours.length !== this.meshes.length) return false;
    return this.meshes.every(({ mesh }, i) => {
      const c = colours[i];
      return c !== undefined && mesh.replaceAttribute(LINE_ATTRIBUTES.colour, c);
    });
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
