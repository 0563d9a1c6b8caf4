// The best cell per scale (the ECDIS rule) as stencil values: every cell
// with known coverage gets a stencil reference at the current display scale
// (the core's coverageRanks: 16 x band preference + its place among cells of
// that preference). Each cell's coverage is written into the stencil keeping
// the highest reference (func 'greater', op 'replace'); a cell's layers draw
// where the stencil equals its reference; the world contour map where it is
// 0. So per pixel one cell or the world contour map: no seam, no double
// drawing. The references follow the display scale; no buffer changes.
// Texts are not clipped by the stencil (a label would be cut at a cell's
// edge): a cell's label is placed only where its anchor lies inside its own
// coverage and inside no shown cell of a higher reference (labelVisible,
// against the coverage masks' triangles, once per change of the ranking:
// coverageMask.ts).
import type { FillBuffers } from '../layers/fill/fillProgram';
import { coverageMask, type CoverageGrid, type CoverageMask } from './coverageMask';
import { coverageRanks, usageBandForScale, type UsageBand } from '../../../wasm/chartScale';
import { ALPHA_BLENDED, type GlState, type StencilState } from '../render/chartLayer';

interface RankedCell {
  band: number | null;
  cscl: number;
  ref: number;
}

const frozen = (s: GlState): GlState => Object.freeze({ ...s, stencil: s.stencil ? Object.freeze({ ...s.stencil }) : null });

const testEqual = (ref: number): StencilState => ({ func: 'equal', ref, readMask: 0xff, writeMask: 0, fail: 'keep', depthFail: 'keep', pass: 'keep' });

/** The world contour map draws only where no cell's coverage is. */
export const WORLD_CONTOUR_STATE: GlState = frozen({ ...ALPHA_BLENDED, stencil: testEqual(0) });

/** A cell's layers: alpha blended where the stencil holds the cell's reference. */
export const cellDrawState = (ref: number): GlState => frozen({ ...ALPHA_BLENDED, stencil: testEqual(ref) });

/** A cell's coverage mask: no colour, the stencil raised to the cell's reference where it is lower. */
export const cellMaskState = (ref: number): GlState =>
  frozen({
    blend: 'none',
    depthTest: false,
    colourWrite: false,
    stencil: { func: 'greater', ref, readMask: 0xff, writeMask: 0xff, fail: 'keep', depthFail: 'keep', pass: 'replace' },
  });

/** What a text layer asks of the ranking: whether its cell's label at a point is drawn, and when that verdict may have changed. */
export interface LabelFilter {
  /** Takes the frame's display scale (the references follow it). */
  prepare(scaleDenominator: number): void;
  visible(x: number, y: number): boolean;
  version(): number;
  /** Whether the cell is drawn (shown): until then every label is hidden. */
  drawn(): boolean;
}

export class CellRanking {
  private readonly cells = new Map<string, RankedCell>();
  private scaleDenominator = Number.NaN;
  private ideal: UsageBand | null = null;
  private stale = true;
  private readonly drawStates = new Map<number, GlState>();
  private readonly maskStates = new Map<number, GlState>();
  /** Cells drawn now: every layer uploaded and the coverage mask in place. */
  private readonly shown = new Set<string>();
  private readonly masks = new Map<string, CoverageMask>();
  /** Bumped whenever which cell wins where may have changed (labels are filtered again). */
  private changes = 0;

  /** A cell whose coverage is known (band null: unknown, ranks below every banded cell), with its tessellated coverage and the coverage's grid (built here when not given). */
  set(name: string, band: number | null, cscl: number, mask: FillBuffers | null = null, grid: CoverageGrid | null = null): void {
    this.cells.set(name, { band, cscl, ref: 0 });
    const shape = coverageMask(mask, grid);
    if (shape) this.masks.set(name, shape);
    else this.masks.delete(name);
    this.stale = true;
    this.changes += 1;
  }

  delete(name: string): void {
    this.masks.delete(name);
    if (this.cells.delete(name)) this.stale = true;
    this.changes += 1;
  }

  clear(): void {
    this.cells.clear();
    this.shown.clear();
    this.masks.clear();
    this.stale = true;
    this.changes += 1;
  }

  /** A cell's layers are all in and its mask joined: it is drawn from now on. */
  show(name: string): void {
    this.shown.add(name);
    this.changes += 1;
  }

  /** A cell's layers left (dropped or detached). */
  hide(name: string): void {
    this.shown.delete(name);
    this.changes += 1;
  }

  /** Changes so far of which cell is drawn where. */
  get version(): number {
    return this.changes;
  }

  /**
   * Whether a label of `name` anchored at (x, y) (origin-relative Mercator)
   * is drawn: the cell is shown, the point lies in its coverage, and no
   * shown cell of a higher reference covers it. Uses the last prepared
   * scale.
   */
  labelVisible(name: string, x: number, y: number): boolean {
    if (!this.shown.has(name)) return false;
    const ref = this.ref(name);
    if (ref === 0) return true;
    const own = this.masks.get(name);
    if (own && !own.contains(x, y)) return false;
    for (const [other, cell] of this.cells) {
      if (other === name || cell.ref <= ref || !this.shown.has(other)) continue;
      const mask = this.masks.get(other);
      if (mask && mask.contains(x, y)) return false;
    }
    return true;
  }

  /** The label filter of one cell's text layers. */
  labelFilter(name: string): LabelFilter {
    return {
      prepare: (s) => this.prepare(s),
      visible: (x, y) => this.labelVisible(name, x, y),
      version: () => this.changes,
      drawn: () => this.shown.has(name),
    };
  }

  /** Whether a cell is drawn (its layers skip drawing until then: they would not pass the stencil anyway). */
  isShown(name: string): boolean {
    return this.shown.has(name);
  }

  get shownCells(): string[] {
    return [...this.shown];
  }

  has(name: string): boolean {
    return this.cells.has(name);
  }

  /** The ideal usage band of the last display scale (null before the first frame). */
  get idealBand(): UsageBand | null {
    return this.ideal;
  }

  /** Takes the frame's display scale 1:N (cheap when neither it nor the cells changed). */
  prepare(scaleDenominator: number): void {
    if (!this.stale && scaleDenominator === this.scaleDenominator) return;
    this.scaleDenominator = scaleDenominator;
    const ideal = usageBandForScale(scaleDenominator);
    if (!this.stale && ideal === this.ideal) return;
    this.ideal = ideal;
    this.stale = false;
    const entries = [...this.cells.values()];
    const refs = coverageRanks(
      entries.map((c) => c.band),
      entries.map((c) => c.cscl),
      ideal,
    );
    entries.forEach((c, i) => {
      const ref = refs[i] ?? 0;
      if (c.ref !== ref) this.changes += 1;
      c.ref = ref;
    });
  }

  /** The cell's stencil reference now (0: not ranked). */
  ref(name: string): number {
    return this.cells.get(name)?.ref ?? 0;
  }

  /** How a cell's layers draw now: masked by its reference, or unmasked when it has no coverage. */
  drawState(name: string): GlState {
    const ref = this.ref(name);
    if (ref === 0) return ALPHA_BLENDED;
    let state = this.drawStates.get(ref);
    if (!state) this.drawStates.set(ref, (state = cellDrawState(ref)));
    return state;
  }

  /** How a cell's coverage mask draws now. */
  maskState(name: string): GlState {
    const ref = this.ref(name);
    let state = this.maskStates.get(ref);
    if (!state) this.maskStates.set(ref, (state = cellMaskState(ref)));
    return state;
  }
}
