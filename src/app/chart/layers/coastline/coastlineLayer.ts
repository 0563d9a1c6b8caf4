// The world contour map as levels of detail: the coastline tiles of the
// view last shown, one mesh per tile kept by key ('z/x/y'). Tiles of a new
// view are added as they are uploaded; the view is shown (and tiles outside
// it dropped) only when all of them are there, so a frame draws one
// complete view and never waits for one. Drawn under every chart cell, only
// where no cell's coverage is (stencil 0: enc/cellRanking.ts). Every tile
// is land of one colour: a theme change rewrites the tiles' colours in
// place (and tiles still arriving get the new one), nothing is fetched or
// built again.
import type { Mesh } from '../../gl/buffers';
import type { ChartLayer, FrameUniforms, GlState, LayerContext } from '../../render/chartLayer';
import type { ChartStats } from '../../render/stats';
import { FILL_ATTRIBUTES, FillProgram, type FillBuffers } from '../fill/fillProgram';

/** The statistics key of the coastline vertices drawn per frame. */
export const COASTLINE_VERTICES = 'coastline';

interface Tile {
  mesh: Mesh | null;
  vertices: number;
}

/** RGBA8 for `vertices` vertices, each `rgba`. */
export function solidColours(rgba: ArrayLike<number>, vertices: number): Uint8Array {
  const colours = new Uint8Array(vertices * 4);
  // One 32-bit word per vertex, in the platform's byte order.
  const word = new Uint32Array(Uint8Array.of(rgba[0] ?? 0, rgba[1] ?? 0, rgba[2] ?? 0, rgba[3] ?? 255).buffer)[0] ?? 0;
  new Uint32Array(colours.buffer).fill(word);
  return colours;
}

export class CoastlineLayer implements ChartLayer {
  readonly id = 'coastline';
  readonly group = null;
  readonly pickable = false;
  private readonly program: FillProgram;
  private readonly stats: ChartStats;
  /** The tiles of the view drawn now. */
  private readonly tiles = new Map<string, Tile>();
  /** Tiles uploaded for the next view (new, or replacing one in new colours). */
  private readonly incoming = new Map<string, Tile>();
  private shown: Tile[] = [];
  private shownKeys: string[] = [];
  private changed = false;
  /** The land colour (RGBA8); null: the tiles keep the colours they were built with. */
  private colour: Uint8Array | null = null;

  constructor(
    ctx: LayerContext,
    readonly order: number,
    readonly glState: GlState,
  ) {
    this.program = ctx.program(FillProgram.kind, (gl) => new FillProgram(gl));
    this.stats = ctx.stats;
  }

  /** The tile keys held now (a new view needs only the others built). */
  heldKeys(): string[] {
    return [...this.tiles.keys()];
  }

  /** The keys of the view drawn now. */
  get keys(): readonly string[] {
    return this.shownKeys;
  }

  /** Vertices of the view drawn now. */
  get vertices(): number {
    return this.shown.reduce((sum, t) => sum + t.vertices, 0);
  }

  /** Uploads one tile for the next view (it replaces a drawn tile of that key only when shown); null fill: a tile with no land. */
  addTile(key: string, fill: FillBuffers | null, vertices: number): void {
    this.incoming.get(key)?.mesh?.dispose();
    if (fill && this.colour) fill.colours = solidColours(this.colour, fill.colours.length / 4);
    this.incoming.set(key, { mesh: fill && fill.indices.length > 0 ? this.program.newMesh(fill) : null, vertices });
  }

  /**
   * Draws every tile, held and arriving, in this land colour (RGBA8) from
   * the next frame on; true when something on screen changed.
   */
  setColour(rgba: ArrayLike<number>): boolean {
    const colour = Uint8Array.from(rgba);
    if (this.colour && this.colour.every((c, i) => c === colour[i])) return false;
    this.colour = colour;
    let changed = false;
    for (const tile of new Set([...this.tiles.values(), ...this.incoming.values()])) {
      if (!tile.mesh) continue;
      tile.mesh.replaceAttribute(FILL_ATTRIBUTES.colour, solidColours(colour, tile.vertices));
      changed = true;
    }
    this.changed ||= changed;
    return changed;
  }

  /** Draws these tiles from now on and drops every other; false when one of them is missing. */
  show(keys: readonly string[]): boolean {
    const next: Tile[] = [];
    for (const key of keys) {
      const tile = this.incoming.get(key) ?? this.tiles.get(key);
      if (!tile) return false;
      next.push(tile);
    }
    const kept = new Set(next);
    for (const tile of [...this.tiles.values(), ...this.incoming.values()]) if (!kept.has(tile)) tile.mesh?.dispose();
    this.tiles.clear();
    this.incoming.clear();
    keys.forEach((key, i) => this.tiles.set(key, next[i] as Tile));
    this.shown = next;
    this.shownKeys = [...keys];
    this.changed = true;
    return true;
  }

  /** Drops every tile (signed out, theme changed). */
  clear(): void {
    for (const tile of [...this.tiles.values(), ...this.incoming.values()]) tile.mesh?.dispose();
    this.tiles.clear();
    this.incoming.clear();
    this.shown = [];
    this.shownKeys = [];
    this.changed = true;
  }

  sync(): boolean {
    const changed = this.changed;
    this.changed = false;
    return changed;
  }

  draw(_pass: 'colour' | 'pick', u: FrameUniforms): void {
    if (this.shown.length === 0) return;
    this.program.use(u);
    let vertices = 0;
    for (const tile of this.shown) if (tile.mesh && this.program.drawMesh(tile.mesh, u)) vertices += tile.vertices;
    this.stats.verticesDrawn(COASTLINE_VERTICES, vertices);
  }

  dispose(): void {
    this.clear();
  }
}
