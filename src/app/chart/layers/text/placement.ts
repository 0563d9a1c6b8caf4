// Label placement over every text layer of the chart at once (MapLibre's
// Placement is the model): labels in priority order (obstacles — the point
// symbols — first), each shown only where its screen box collides with
// nothing shown before it; fixed labels (light sectors) always shown;
// labels below their feature's SCAMIN never (minPixelsPerMercatorM), nor
// labels a better cell hides (a layer's hiddenLabels). It
// runs on the main thread when the view changed, at most every
// PLACEMENT_INTERVAL_MS, over the labels near the viewport; panning alone
// moves every label by the same amount, so between placements the shown
// set stays valid.
import { CollisionIndex } from './collisionIndex';
import { LABEL_KIND, type LabelArrays } from './textFormat';

export const PLACEMENT_INTERVAL_MS = 150;
/** Labels this far outside the viewport (a share of its size) are placed too, so a pan shows them at once. */
export const PLACEMENT_MARGIN = 0.5;

/** A layer's labels as the placement sees them; `apply` gets the shown flag per label. */
export interface PlacedLabels {
  readonly labels: LabelArrays;
  apply(shown: Uint8Array): void;
  /** Labels never placed now (1 each: a better cell is drawn there); null or absent: none. */
  hiddenLabels?(): Uint8Array | null;
  /** Changes whenever hiddenLabels may answer differently. */
  filterVersion?(): number;
}

export interface PlacementView {
  centreRel: [number, number];
  pixelsPerMercatorM: number;
  viewportPx: [number, number];
}

interface Candidate {
  layer: number;
  label: number;
  priority: number;
}

/** Places every layer's labels for the view; returns per layer the shown flags. */
export function placeLabels(layers: readonly LabelArrays[], view: PlacementView, hidden: readonly (Uint8Array | null)[] = []): Uint8Array[] {
  const [w, h] = view.viewportPx;
  const mx = w * PLACEMENT_MARGIN;
  const my = h * PLACEMENT_MARGIN;
  const index = new CollisionIndex(-w / 2 - mx, -h / 2 - my, w + 2 * mx, h + 2 * my);
  const shown = layers.map((l) => new Uint8Array(l.kinds.length));
  const candidates: Candidate[] = [];
  const k = view.pixelsPerMercatorM;
  const sx = (l: LabelArrays, i: number) => ((l.anchors[2 * i] ?? 0) - view.centreRel[0]) * k;
  const sy = (l: LabelArrays, i: number) => ((l.anchors[2 * i + 1] ?? 0) - view.centreRel[1]) * k;
  layers.forEach((l, li) => {
    const off = hidden[li] ?? null;
    for (let i = 0; i < l.kinds.length; i += 1) {
      if (off && off[i]) continue;
      const x = sx(l, i);
      const y = sy(l, i);
      if (Math.abs(x) > w / 2 + mx || Math.abs(y) > h / 2 + my) continue;
      if (l.kinds[i] === LABEL_KIND.fixed) (shown[li] as Uint8Array)[i] = 1;
      else if (l.kinds[i] === LABEL_KIND.placed && k < (l.minPixelsPerMercatorM[i] ?? 0)) continue;
      else candidates.push({ layer: li, label: i, priority: l.priorities[i] ?? 0 });
    }
  });
  // Higher priority first; within one, the earlier layer and label first (stable between placements).
  candidates.sort((a, b) => b.priority - a.priority || a.layer - b.layer || a.label - b.label);
  for (const c of candidates) {
    const l = layers[c.layer] as LabelArrays;
    const x = sx(l, c.label);
    const y = sy(l, c.label);
    const b = l.boxes;
    const o = 4 * c.label;
    const x0 = x + (b[o] ?? 0);
    const y0 = y + (b[o + 1] ?? 0);
    const x1 = x + (b[o + 2] ?? 0);
    const y1 = y + (b[o + 3] ?? 0);
    if (l.kinds[c.label] === LABEL_KIND.obstacle) index.insert(x0, y0, x1, y1);
    else if (index.place(x0, y0, x1, y1)) (shown[c.layer] as Uint8Array)[c.label] = 1;
  }
  return shown;
}

/** The chart's one placement: text layers register; the first one drawn in a frame places all when due. */
export class TextPlacement {
  static readonly kind = 'text-placement';
  private readonly layers = new Set<PlacedLabels>();
  private placedKey = '';
  private placedAtMs = -Infinity;
  private dirty = true;
  /** `onPlaced(ms, layers, shown)` is told each placement's main-thread time, text layers and labels shown (the chart's statistics). */
  constructor(private readonly onPlaced: (ms: number, layers: number, shown: number) => void = () => undefined) {}

  add(layer: PlacedLabels): void {
    this.layers.add(layer);
    this.dirty = true;
  }

  remove(layer: PlacedLabels): void {
    this.layers.delete(layer);
    this.dirty = true;
  }

  /** The view's key: scale and viewport exactly, the centre in steps of a quarter of the margin. */
  private key(v: PlacementView): string {
    const stepX = (v.viewportPx[0] * PLACEMENT_MARGIN) / 4 / v.pixelsPerMercatorM;
    const stepY = (v.viewportPx[1] * PLACEMENT_MARGIN) / 4 / v.pixelsPerMercatorM;
    return `${v.pixelsPerMercatorM}:${v.viewportPx.join('x')}:${Math.round(v.centreRel[0] / stepX)}:${Math.round(v.centreRel[1] / stepY)}`;
  }

  /** Whether a placement is waiting (a redraw is needed to run it). */
  pending(): boolean {
    return this.dirty;
  }

  /** Places every layer's labels if the view changed and the last placement is old enough; true if it placed. */
  update(view: PlacementView, nowMs: number): boolean {
    let versions = 0;
    for (const l of this.layers) versions += l.filterVersion?.() ?? 0;
    const key = `${this.key(view)}:${versions}`;
    if (key !== this.placedKey) this.dirty = true;
    if (!this.dirty || nowMs - this.placedAtMs < PLACEMENT_INTERVAL_MS) return false;
    const started = performance.now();
    const layers = [...this.layers];
    const shown = placeLabels(
      layers.map((l) => l.labels),
      view,
      layers.map((l) => l.hiddenLabels?.() ?? null),
    );
    layers.forEach((l, i) => l.apply(shown[i] as Uint8Array));
    this.placedKey = key;
    this.placedAtMs = nowMs;
    this.dirty = false;
    let count = 0;
    for (const flags of shown) for (const f of flags) count += f;
    this.onPlaced(performance.now() - started, layers.length, count);
    return true;
  }
}
