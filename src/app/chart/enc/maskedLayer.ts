// A chart cell's layer under the best-cell mask (cellRanking.ts): the layer
// of its kind (fill, lines, symbols) drawn with the cell's stencil state of
// the frame, once the cell is shown (all its layers in, its mask in place);
// everything else is the inner layer's.
import type { ChartLayer, FrameUniforms, GlState, RenderPass } from '../render/chartLayer';
import type { CellRanking } from './cellRanking';

/** What a layer kind offers to take new colours (fill, line and text layers: enc/chartLayerGroups.ts). */
interface Recolourable {
  recolourFill?(colours: Uint8Array): boolean;
  recolourLines?(colours: readonly Uint8Array[]): boolean;
}

export class MaskedLayer implements ChartLayer {
  constructor(
    private readonly inner: ChartLayer,
    private readonly chartName: string,
    private readonly ranking: CellRanking,
  ) {}

  get id(): string {
    return this.inner.id;
  }
  get group(): string | null {
    return this.inner.group ?? null;
  }
  get order(): number {
    return this.inner.order;
  }
  get pickable(): boolean {
    return this.inner.pickable;
  }
  get glState(): GlState {
    return this.ranking.drawState(this.chartName);
  }

  prepare(u: FrameUniforms): void {
    this.ranking.prepare(u.scaleDenominator);
    this.inner.prepare?.(u);
  }

  sync(nowMs: number): boolean {
    return this.inner.sync(nowMs);
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (this.ranking.isShown(this.chartName)) this.inner.draw(pass, u);
  }

  ready(): Promise<void> {
    return this.inner.ready?.() ?? Promise.resolve();
  }

  /** New fill colours for the inner layer (true when it has no fill: nothing to write). */
  recolourFill(colours: Uint8Array): boolean {
    const inner = this.inner as ChartLayer & Recolourable;
    return inner.recolourFill ? inner.recolourFill(colours) : true;
  }

  /** New line colours for the inner layer (true when it has no lines). */
  recolourLines(colours: readonly Uint8Array[]): boolean {
    const inner = this.inner as ChartLayer & Recolourable;
    return inner.recolourLines ? inner.recolourLines(colours) : true;
  }

  dispose(): void {
    this.inner.dispose();
  }
}
