// An area layer: translucent fills and outlines (over their halos) of geographic shapes
// (navigation warnings' affected areas, camera coverage sectors), rebuilt
// on the main thread when its source's version changes (few vertices),
// drawn with the fill and line programs. Not pickable.
import { Mesh, type BufferGl } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { FillProgram, uploadFill } from '../fill/fillProgram';
import { LineProgram, uploadLine } from '../line/lineProgram';
import { areaBuffers, type AreaShape } from './areaBuffers';

/** A halo's width beyond the line on each side, CSS px. */
export const AREA_HALO_PX = 1;

export interface AreaSource {
  /** Changes whenever the shapes do (e.g. the data's version and the theme). */
  version(): string | number;
  shapes(): readonly AreaShape[];
  /** Whether the areas are shown now. */
  visible(): boolean;
}

export class AreaLayer implements ChartLayer {
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly fillProgram: FillProgram;
  private readonly lineProgram: LineProgram;
  private readonly fill: Mesh;
  private readonly outlines: Mesh;
  private readonly polylines: Mesh;
  private readonly haloOutlines: Mesh;
  private readonly haloPolylines: Mesh;
  private builtVersion: string | number | null = null;
  private shown: boolean | null = null;

  constructor(
    private readonly ctx: LayerContext,
    readonly id: string,
    readonly order: number,
    private readonly source: AreaSource,
    private readonly lineWidthPx: number,
  ) {
    this.fillProgram = ctx.program(FillProgram.kind, (gl) => new FillProgram(gl));
    this.lineProgram = ctx.program(LineProgram.kind, (gl) => new LineProgram(gl));
    const gl = ctx.gl as BufferGl;
    this.fill = new Mesh(gl);
    this.outlines = new Mesh(gl);
    this.polylines = new Mesh(gl);
    this.haloOutlines = new Mesh(gl);
    this.haloPolylines = new Mesh(gl);
  }

  sync(): boolean {
    const visible = this.source.visible();
    const toggled = this.shown !== visible;
    this.shown = visible;
    if (!visible) return toggled;
    const version = this.source.version();
    if (version === this.builtVersion) return toggled;
    this.builtVersion = version;
    this.rebuild();
    return true;
  }

  private rebuild(): void {
    const built = areaBuffers(this.source.shapes(), this.ctx.origin);
    if (built.fill) uploadFill(this.fill, built.fill);
    else this.fill.dispose();
    for (const [mesh, buffers] of [
      [this.outlines, built.outlines],
      [this.polylines, built.polylines],
      [this.haloOutlines, built.haloOutlines],
      [this.haloPolylines, built.haloPolylines],
    ] as const) {
      if (buffers) uploadLine(mesh, buffers);
      else mesh.dispose();
    }
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (!this.shown || pass === 'pick') return;
    this.fillProgram.draw(this.fill, u);
    const haloPx = this.lineWidthPx + 2 * AREA_HALO_PX;
    this.lineProgram.draw(
      [
        { mesh: this.haloOutlines, widthPx: haloPx },
        { mesh: this.haloPolylines, widthPx: haloPx },
        { mesh: this.outlines, widthPx: this.lineWidthPx },
        { mesh: this.polylines, widthPx: this.lineWidthPx },
      ],
      u,
    );
  }

  dispose(): void {
    this.fill.dispose();
    this.outlines.dispose();
    this.polylines.dispose();
    this.haloOutlines.dispose();
    this.haloPolylines.dispose();
  }
}
