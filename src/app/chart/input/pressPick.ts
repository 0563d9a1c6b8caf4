// What one left press of the default tool picks (spec section 4: the pick
// runs after each frame while the button is held). The first pick pass of
// the press decides: one object alone under the pointer is picked at once,
// as before ('object-picked'); anything else waits for the click. A click
// on one icon alone acts for it; on two or more things it offers the
// choice. Later passes while held pick each new nearest object, as the
// spec's continuous pick does, unless the press waits for its click and has
// not become a drag.
import type { PickedObject } from '../render/pickedIds';
import { mergeHits, type IconHit, type PickHit } from './pickHits';

export type PickAction =
  | { kind: 'none' }
  | { kind: 'object'; id: number }
  | { kind: 'icon'; icon: IconHit }
  | { kind: 'choose'; hits: PickHit[] };

const NONE: PickAction = { kind: 'none' };

export class PressPick {
  private hits: PickHit[] | null = null;
  private clickedAt = false;
  private dragged = false;
  /** The nearest object id of the last pass (not picked again while it stays under the pointer). */
  private lastId = 0;

  constructor(
    /** Where the press was, CSS px relative to the canvas. */
    readonly xPx: number,
    readonly yPx: number,
    /** The icons under the pointer at the press. */
    private readonly icons: readonly IconHit[],
  ) {}

  /** A pick pass of this press found these objects (nearest first). */
  picked(objects: readonly PickedObject[]): PickAction {
    const nearest = objects[0]?.id ?? 0;
    if (this.hits === null) {
      this.hits = mergeHits(this.icons, objects);
      this.lastId = nearest;
      const only = this.hits.length === 1 ? this.hits[0] : undefined;
      if (only?.kind === 'object') return { kind: 'object', id: only.id };
      return this.clickedAt ? this.decide() : NONE;
    }
    // Later passes while held: each new nearest object is picked (the
    // spec's continuous pick), except while the press waits for its click.
    if (this.awaitsClick() && !this.dragged) return NONE;
    const picked = nearest !== 0 && nearest !== this.lastId;
    this.lastId = nearest;
    return picked ? { kind: 'object', id: nearest } : NONE;
  }

  /** The first pass found an icon or several objects: the click decides. */
  private awaitsClick(): boolean {
    const hits = this.hits ?? [];
    return hits.length > 1 || hits[0]?.kind === 'icon';
  }

  /** The press moved beyond the click slop: no click will come. */
  drag(): void {
    this.dragged = true;
  }

  /** The press ended as a click: what to do now (none until the first pick pass has come; `picked` then says). */
  clicked(): PickAction {
    if (this.dragged) return NONE;
    this.clickedAt = true;
    return this.hits === null ? NONE : this.decide();
  }

  private decide(): PickAction {
    const hits = this.hits ?? [];
    const only = hits.length === 1 ? hits[0] : undefined;
    if (hits.length > 1) return { kind: 'choose', hits };
    if (only?.kind === 'icon') return { kind: 'icon', icon: only.icon };
    return NONE; // nothing, or the one object already picked at the press
  }
}
