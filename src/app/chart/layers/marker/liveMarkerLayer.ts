// What the live marker layers built on the main thread share (the trains): the marker program, one mesh rebuilt when the source's version
// changes, and a visibility switch whose change asks for a redraw. A
// rebuild asks for one only when its markers, before or after, reach the
// last drawn view: the trains of a port far away change every few seconds,
// and on a software GPU a chart's frame costs both cores 100 ms.
import type { Mesh } from '../../gl/buffers';
import { positionBounds, viewBounds } from '../../gl/drawRanges';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { MarkerProgram, uploadMarkers, type MarkerBuffers } from './markerProgram';

/** Where a mesh's markers lie: the bounds of their anchors (origin-relative Mercator metres) and their largest pixel offset. */
interface MarkerExtent {
  bounds: [number, number, number, number];
  offsetPx: number;
}

function markerExtent(b: MarkerBuffers): MarkerExtent | null {
  if (b.positions.length < 2) return null;
  let offsetPx = 0;
  for (const o of b.offsetsPx) offsetPx = Math.max(offsetPx, Math.abs(o));
  return { bounds: positionBounds(b.positions), offsetPx };
}

export abstract class LiveMarkerLayer implements ChartLayer {
  abstract readonly id: string;
  abstract readonly order: number;
  abstract readonly pickable: boolean;
  readonly glState = ALPHA_BLENDED;
  protected readonly program: MarkerProgram;
  protected readonly mesh: Mesh;
  private builtVersion: number | string = -1;
  private shown: boolean | null = null;
  private extent: MarkerExtent | null = null;
  /** The last colour frame's view (null before the first). */
  private drawnView: FrameUniforms | null = null;

  constructor(protected readonly ctx: LayerContext) {
    this.program = ctx.program(MarkerProgram.kind, (gl) => new MarkerProgram(gl));
    this.mesh = this.program.newMesh();
  }

  /** Whether the layer is shown now (a visibility toggle). */
  protected abstract visible(): boolean;
  /** The source's version (and whatever else the markers depend on): the mesh is rebuilt when it changes. */
  protected abstract version(): number | string;
  /** The source's markers now (null: none). */
  protected abstract rebuild(): MarkerBuffers | null;

  sync(): boolean {
    const visible = this.visible();
    const toggled = this.shown !== visible;
    this.shown = visible;
    const version = this.version();
    if (version === this.builtVersion) return toggled;
    this.builtVersion = version;
    const before = this.extent;
    const buffers = this.rebuild();
    if (buffers) uploadMarkers(this.mesh, buffers);
    else this.mesh.dispose();
    this.extent = buffers ? markerExtent(buffers) : null;
    return toggled || (visible && (this.inView(before) || this.inView(this.extent)));
  }

  /** Whether markers of this extent reach the last drawn view (any before the first frame). */
  private inView(extent: MarkerExtent | null): boolean {
    if (!extent) return false;
    if (!this.drawnView) return true;
    const [minX, minY, maxX, maxY] = viewBounds(this.drawnView, extent.offsetPx);
    const b = extent.bounds;
    return b[0] <= maxX && b[2] >= minX && b[1] <= maxY && b[3] >= minY;
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (pass === 'colour') this.drawnView = u;
    if (this.shown) this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
