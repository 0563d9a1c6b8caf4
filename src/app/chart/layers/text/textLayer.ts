// A text layer: one chart layer's soundings, names, contour values and
// light sectors (built by the chart worker), shown as the chart's one
// label placement decides (placement.ts). Not pickable. A cell's texts
// carry a label filter (enc/cellRanking.ts): labels where a better cell is
// drawn, or outside the cell's coverage, are left out of the placement.
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import type { LabelFilter } from '../../enc/cellRanking';
import { TextPlacement, type LabelHidden, type PlacedLabels } from './placement';
import { writeGlyphColours, type BuiltText, type LabelArrays } from './textFormat';
import { TextProgram, type TextMesh } from './textProgram';

export class TextLayer implements ChartLayer, PlacedLabels {
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  readonly labels: LabelArrays;
  private readonly program: TextProgram;
  private readonly placement: TextPlacement;
  private readonly glyphLabels: Uint32Array;
  private mesh: TextMesh | null;
  /** The glyph records (kept to rewrite their colours for another theme or depth). */
  private readonly glyphs: ArrayBuffer;
  /** The placement's flags per glyph: given (staged), then shown by the frame that shows the placement. */
  private stagedGlyphs: Uint8Array | null = null;
  private shownGlyphs: Uint8Array | null = null;
  /** The filter's verdict per label as of filter version `hiddenVersion`: 0 not asked yet, 1 drawn, 2 hidden. */
  private verdicts: Uint8Array | null = null;
  private hiddenTest: LabelHidden | null = null;
  private hiddenVersion = -1;

  constructor(
    ctx: LayerContext,
    readonly id: string,
    readonly order: number,
    text: BuiltText,
    readonly group: string | null = null,
    private readonly filter: LabelFilter | null = null,
  ) {
    this.program = ctx.program(TextProgram.kind, (gl) => new TextProgram(gl));
    this.placement = ctx.program(
      TextPlacement.kind,
      () =>
        new TextPlacement(
          (ms, layers, shown) => ctx.stats.placed(ms, layers, shown),
          undefined,
          (pending) => (ctx.stats.placement.pending = pending),
        ),
    );
    this.program.addBitmaps(text.bitmaps);
    this.labels = text.labels;
    this.glyphLabels = text.glyphLabels;
    this.glyphs = text.glyphs;
    this.mesh = text.glyphCount > 0 ? this.program.newMesh(text.glyphs, text.glyphCount) : null;
    this.placement.add(this);
  }

  /** Whether the layer is drawn now (a cell's once the cell is shown). */
  drawn(): boolean {
    return this.filter?.drawn() ?? true;
  }

  /** The filter's version (the placement runs again when it changes). */
  filterVersion(): number {
    return this.filter?.version() ?? 0;
  }

  /** Whether the filter hides a label now (null: none hidden); each label's verdict is asked of the filter once per filter version, when the placement first needs it. */
  labelHidden(): LabelHidden | null {
    const filter = this.filter;
    if (!filter) return null;
    const version = filter.version();
    if (version === this.hiddenVersion && this.hiddenTest) return this.hiddenTest;
    if (this.verdicts) this.verdicts.fill(0);
    const verdicts = (this.verdicts ??= new Uint8Array(this.labels.kinds.length));
    const a = this.labels.anchors;
    this.hiddenTest = (i) => {
      let v = verdicts[i] ?? 0;
      if (v === 0) {
        v = filter.visible(a[2 * i] ?? 0, a[2 * i + 1] ?? 0) ? 1 : 2;
        verdicts[i] = v;
      }
      return v === 2;
    };
    this.hiddenVersion = version;
    return this.hiddenTest;
  }

  /** The placement's verdict per label, turned into a flag per glyph (uploaded at the next draw). */
  apply(shown: Uint8Array): void {
    const flags = new Uint8Array(this.glyphLabels.length);
    for (let g = 0; g < flags.length; g += 1) flags[g] = shown[this.glyphLabels[g] ?? 0] ?? 0;
    this.stagedGlyphs = flags;
  }

  show(): void {
    if (this.stagedGlyphs) this.shownGlyphs = this.stagedGlyphs;
    this.stagedGlyphs = null;
  }

  /** New colours (RGBA8 per glyph, another theme or depth); false when they do not fit. */
  recolourText(colours: Uint8Array): boolean {
    if (colours.length !== 4 * this.glyphLabels.length) return false;
    writeGlyphColours(this.glyphs, colours);
    if (this.mesh) this.program.setGlyphs(this.mesh, this.glyphs);
    return true;
  }

  sync(nowMs: number): boolean {
    return this.placement.frameNeeded(nowMs);
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (pass !== 'colour') return;
    this.filter?.prepare(u.scaleDenominator);
    this.placement.update(u, performance.now(), u);
    if (!this.mesh) return;
    if (this.shownGlyphs) {
      this.program.setShown(this.mesh, this.shownGlyphs);
      this.shownGlyphs = null;
    }
    this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.placement.remove(this);
    if (this.mesh) this.program.disposeMesh(this.mesh);
    this.mesh = null;
  }
}
