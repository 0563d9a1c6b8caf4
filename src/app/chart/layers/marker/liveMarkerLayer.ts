// What the live marker layers built on the main thread share (trains, the
// ghost): the marker program, one mesh rebuilt when the source's version
// changes, and a visibility switch whose change asks for a redraw.
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { MarkerProgram } from './markerProgram';

export abstract class LiveMarkerLayer implements ChartLayer {
  abstract readonly id: string;
  abstract readonly order: number;
  abstract readonly pickable: boolean;
  readonly glState = ALPHA_BLENDED;
  protected readonly program: MarkerProgram;
  protected readonly mesh: Mesh;
  private builtVersion = -1;
  private shown: boolean | null = null;

  constructor(protected readonly ctx: LayerContext) {
    this.program = ctx.program(MarkerProgram.kind, (gl) => new MarkerProgram(gl));
    this.mesh = this.program.newMesh();
  }

  /** Whether the layer is shown now (a visibility toggle). */
  protected abstract visible(): boolean;
  /** The source's version: the mesh is rebuilt when it changes. */
  protected abstract version(): number;
  /** Rebuilds the mesh from the source. */
  protected abstract rebuild(): void;

  sync(): boolean {
    const visible = this.visible();
    const toggled = this.shown !== visible;
    this.shown = visible;
    const version = this.version();
    if (version === this.builtVersion) return toggled;
    this.builtVersion = version;
    this.rebuild();
    return true;
  }

  draw(_pass: RenderPass, u: FrameUniforms): void {
    if (this.shown) this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
