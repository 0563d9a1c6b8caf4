// A tool's drawing on the chart (the ruler's legs and points, the pencil's
// strokes, the markers): polylines of screen-constant width and point
// glyphs, anchored to geographic positions so they pan and zoom with the
// chart. The tool replaces the whole sketch on change, as a sketch or as a
// function of the theme (its colours per theme); the buffers are rebuilt
// on the next sync (and on a theme change) while the GPU is idle (at most
// once per frame).
import type { GeoPoint } from '../../../../protocol/geo';
import { projectMercator } from '../../../../wasm/core';
import { Mesh, type BufferGl } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LineProgram, uploadLine } from '../line/lineProgram';
import { MarkerProgram, uploadMarkers } from '../marker/markerProgram';
import type { Theme } from '../../../../protocol/preferences';
import { glyphBuffers, type GlyphShape, type Rgba } from './glyphs';
import { sketchLineBuffers, type SketchLine } from './sketchLines';

export type { SketchLine } from './sketchLines';

export interface SketchGlyph {
  at: GeoPoint;
  shape: GlyphShape;
  sizePx: number;
  rgba: Rgba;
  outline?: Rgba;
}

export interface Sketch {
  lines: readonly SketchLine[];
  glyphs: readonly SketchGlyph[];
}

/** A line's halo is this much wider than the line, CSS px. */
export const HALO_PX = 2;

export const EMPTY_SKETCH: Sketch = Object.freeze({ lines: [], glyphs: [] });

/** What a tool hands the layer: a sketch, or a sketch per theme (its colours follow the theme). */
export type SketchOf = Sketch | ((theme: Theme) => Sketch);

export class SketchLayer implements ChartLayer {
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly lineProgram: LineProgram;
  private readonly markerProgram: MarkerProgram;
  private readonly lineMesh: Mesh;
  private readonly haloMesh: Mesh;
  private readonly glyphMesh: Mesh;
  private sketch: SketchOf = EMPTY_SKETCH;
  private version = 0;
  private built = 0;
  private builtTheme: Theme | null = null;

  constructor(
    private readonly ctx: LayerContext,
    readonly id: string,
    readonly order: number,
    private readonly lineWidthPx: number,
    /** The theme now: a sketch given per theme is drawn again when it changes. */
    private readonly theme: () => Theme = () => 'day',
  ) {
    this.lineProgram = ctx.program(LineProgram.kind, (gl) => new LineProgram(gl));
    this.markerProgram = ctx.program(MarkerProgram.kind, (gl) => new MarkerProgram(gl));
    this.lineMesh = new Mesh(ctx.gl as BufferGl);
    this.haloMesh = new Mesh(ctx.gl as BufferGl);
    this.glyphMesh = this.markerProgram.newMesh();
  }

  /** Replaces what the layer draws (built on the next sync). */
  set(sketch: SketchOf): void {
    this.sketch = sketch;
    this.version += 1;
  }

  /** Rebuilds after a change once the GPU has caught up (an upload behind a busy GPU would block the main thread). */
  sync(): boolean {
    const theme = this.theme();
    if ((this.built === this.version && theme === this.builtTheme) || !this.ctx.gpuIdle()) return false;
    this.built = this.version;
    this.builtTheme = theme;
    const sketch = typeof this.sketch === 'function' ? this.sketch(theme) : this.sketch;
    const lines = sketch.lines;
    for (const [mesh, halo] of [
      [this.haloMesh, true],
      [this.lineMesh, false],
    ] as const) {
      const buffers = sketchLineBuffers(lines, this.ctx.origin, halo);
      if (buffers) uploadLine(mesh, buffers);
      else mesh.dispose();
    }
    const origin = this.ctx.originM;
    const glyphs = sketch.glyphs.map((g) => {
      const m = projectMercator(g.at);
      return { xM: m.xM - origin.xM, yM: m.yM - origin.yM, shape: g.shape, sizePx: g.sizePx, rgba: g.rgba, outline: g.outline };
    });
    if (glyphs.length > 0) uploadMarkers(this.glyphMesh, glyphBuffers(glyphs));
    else this.glyphMesh.dispose();
    return true;
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (pass === 'pick') return;
    this.lineProgram.draw(
      [
        { mesh: this.haloMesh, widthPx: this.lineWidthPx + HALO_PX },
        { mesh: this.lineMesh, widthPx: this.lineWidthPx },
      ],
      u,
    );
    this.markerProgram.draw(this.glyphMesh, u);
  }

  dispose(): void {
    this.haloMesh.dispose();
    this.lineMesh.dispose();
    this.glyphMesh.dispose();
  }
}
