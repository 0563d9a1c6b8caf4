// A symbol layer: one chart layer's point symbols, drawn once their atlas
// entries are ready (each symbol is fetched and rasterised once); its quads
// are rebuilt when a symbol that had no image gets one (atlas generation).
// The quads are built and uploaded in a task of their own: a cell's symbol
// layers often wait for the same last symbol, and building them all in the
// microtask that symbol's arrival ends made one task of up to 95 ms at a 4x
// throttled CPU. That task also writes the atlas's new symbols into its
// texture, so a staged cell revealed once its symbol layers are ready
// (`ready`) shows its symbols in its first frame, and that frame's task
// uploads no symbol (at a 4x throttled CPU a cell's were 18 ms of it).
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
  /** Drawn at least once: a mesh arriving before (a staged cell's, a cell not shown yet) is in the frame that first draws it. */
  private drawnOnce = false;
  /** The atlas generation the quads were built for. */
  private builtGeneration: number;
  /** Resolved when the first quads are built (or the layer is disposed first). */
  private readonly firstMesh: Promise<void>;
  private meshBuilt: () => void = () => undefined;

  constructor(
    ctx: LayerContext,
    readonly id: string,
    readonly order: number,
    private readonly points: { positions: Float32Array; symbols: readonly string[]; scamin?: Float32Array },
    private readonly atlas: Pick<SymbolAtlas, 'get' | 'takeDirty' | 'generation'>,
    readonly group: string | null = null,
  ) {
    this.program = ctx.program(SymbolProgram.kind, (gl) => new SymbolProgram(gl));
    this.builtGeneration = atlas.generation;
    this.firstMesh = new Promise((resolve) => (this.meshBuilt = resolve));
    this.build();
  }

  ready(): Promise<void> {
    return this.firstMesh;
  }

  private build(): void {
    const generation = this.builtGeneration;
    void Promise.all(this.points.symbols.map((s) => this.atlas.get(s))).then((entries) => {
      setTimeout(() => {
        if (this.disposed || generation !== this.builtGeneration) return;
        this.program.syncAtlas(this.atlas);
        this.mesh?.dispose();
        this.mesh = this.program.newMesh(symbolQuads(this.points.positions, entries, this.points.scamin));
        this.arrived = true;
        this.meshBuilt();
      }, 0);
    });
  }

  sync(): boolean {
    if (this.atlas.generation !== this.builtGeneration) {
      this.builtGeneration = this.atlas.generation;
      this.build();
    }
    const uploaded = this.program.syncAtlas(this.atlas);
    const arrived = this.arrived && this.drawnOnce;
    this.arrived = false;
    return uploaded || arrived;
  }

  draw(_pass: RenderPass, u: FrameUniforms): void {
    this.drawnOnce = true;
    if (this.mesh) this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.disposed = true;
    this.meshBuilt();
    this.mesh?.dispose();
    this.mesh = null;
  }
}
