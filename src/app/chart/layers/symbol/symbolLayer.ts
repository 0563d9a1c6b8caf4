// A symbol layer: one chart layer's point symbols, drawn once their atlas
// entries are ready (each symbol is fetched and rasterised once).
import type { SymbolAtlas } from '../../enc/symbolAtlas';
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { SymbolProgram, symbolQuads } from './symbolProgram';

export class SymbolLayer implements ChartLayer {
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly program: SymbolProgram;
  private mesh: Mesh | null = null;
  private disposed = false;
  /** The mesh arrived since the last sync. */
  private arrived = false;

  constructor(
    ctx: LayerContext,
    readonly id: string,
    readonly order: number,
    points: { positions: Float32Array; symbols: readonly string[]; scamin?: Float32Array },
    private readonly atlas: Pick<SymbolAtlas, 'get' | 'takeDirty'>,
    readonly group: string | null = null,
  ) {
    this.program = ctx.program(SymbolProgram.kind, (gl) => new SymbolProgram(gl));
    void Promise.all(points.symbols.map((s) => atlas.get(s))).then((entries) => {
      if (this.disposed) return;
      this.mesh = this.program.newMesh(symbolQuads(points.positions, entries, points.scamin));
      this.arrived = true;
    });
  }

  sync(): boolean {
    const uploaded = this.program.syncAtlas(this.atlas);
    const arrived = this.arrived;
    this.arrived = false;
    return uploaded || arrived;
  }

  draw(_pass: RenderPass, u: FrameUniforms): void {
    if (this.mesh) this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.disposed = true;
    this.mesh?.dispose();
    this.mesh = null;
  }
}
