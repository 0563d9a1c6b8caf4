// The layers the renderer draws, kept sorted by draw order (stable: a layer
// added later draws after the ones of equal order). Layers are added and
// removed as data arrives (chart layers), as tools switch on and off
// (their overlays) or once at start (live layers).
import type { ChartLayer } from './chartLayer';

export class LayerRegistry<L extends Pick<ChartLayer, 'order' | 'dispose'> = ChartLayer> {
  private readonly list: L[] = [];

  /** Inserts keeping the draw order; returns a function that removes (and disposes) it. */
  add(layer: L): () => void {
    let i = this.list.length;
    while (i > 0 && (this.list[i - 1] as L).order > layer.order) i -= 1;
    this.list.splice(i, 0, layer);
    return () => this.remove(layer);
  }

  /** Removes and disposes a layer; false if it was not here. */
  remove(layer: L): boolean {
    const i = this.list.indexOf(layer);
    if (i < 0) return false;
    this.list.splice(i, 1);
    layer.dispose();
    return true;
  }

  /** Removes and disposes every layer the predicate selects; returns how many. */
  removeWhere(predicate: (layer: L) => boolean): number {
    let removed = 0;
    for (let i = this.list.length - 1; i >= 0; i -= 1) {
      const layer = this.list[i] as L;
      if (!predicate(layer)) continue;
      this.list.splice(i, 1);
      layer.dispose();
      removed += 1;
    }
    return removed;
  }

  has(layer: L): boolean {
    return this.list.includes(layer);
  }

  get size(): number {
    return this.list.length;
  }

  /** The layers in draw order (do not add or remove while iterating). */
  [Symbol.iterator](): Iterator<L> {
    return this.list[Symbol.iterator]();
  }

  clear(): void {
    for (const layer of this.list) layer.dispose();
    this.list.length = 0;
  }
}
