// The default tool's picking: the overlays' icons (registered as hit
// sources: the icons take no pointer input, so the wheel, a drag and a
// pinch over them reach the chart) and the pick pass's objects, put
// together per press (pressPick.ts) and acted on: one object is picked
// ('object-picked'), one icon acts as clicked, several make a pick choice
// for the app's list. Over an icon the canvas shows the pointer cursor.
import { emitObjectPicked } from '../chartEvents';
import { PICK_TOLERANCE_PX, type PickedObject } from '../render/pickedIds';
import { byIconDistance, type IconHit, type IconHitSource, type PickChoice } from './pickHits';
import { PressPick, type PickAction } from './pressPick';

export class ChartPicking {
  private readonly sources = new Set<IconHitSource>();
  private readonly choiceListeners = new Set<(choice: PickChoice) => void>();
  private press: PressPick | null = null;
  /** Presses whose first pick pass has not started (quick clicks may come faster than frames). */
  private awaiting: PressPick[] = [];
  private overIcon = false;
  /** Sets the canvas's CSS cursor (startChart binds it). */
  setCursor: (cursor: string) => void = () => undefined;

  /** An overlay's icons join the pick; returns the removal. */
  addIconSource(source: IconHitSource): () => void {
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  /** Calls `fn` when a click finds several things to choose from; returns the unsubscribe. */
  onPickChoice(fn: (choice: PickChoice) => void): () => void {
    this.choiceListeners.add(fn);
    return () => this.choiceListeners.delete(fn);
  }

  /** The icons within the pick tolerance of a point (CSS px), nearest first. */
  iconHitsAt(xPx: number, yPx: number): IconHit[] {
    const hits: IconHit[] = [];
    for (const source of this.sources) hits.push(...source.hits(xPx, yPx, PICK_TOLERANCE_PX));
    return hits.sort(byIconDistance);
  }

  /** A left press of the default tool began here. */
  pressed(xPx: number, yPx: number): void {
    this.press = new PressPick(xPx, yPx, this.iconHitsAt(xPx, yPx));
    this.awaiting.push(this.press);
  }

  /** A press waits for its first pick pass. */
  get awaitingPass(): boolean {
    return this.awaiting.length > 0;
  }

  /**
   * The pick pass to run after this frame: the oldest press's first, at its
   * point; else, while the button is held (`cursor` given), the press's next
   * at the cursor; null for none. `started` once the renderer took it.
   */
  nextPass(cursor: { x: number; y: number } | null): { xPx: number; yPx: number; onResult: (found: PickedObject[]) => void; started(): void } | null {
    const first = this.awaiting[0];
    if (first) return { xPx: first.xPx, yPx: first.yPx, onResult: this.resultOf(first), started: () => void this.awaiting.shift() };
    const held = this.press;
    if (held && cursor) return { xPx: cursor.x, yPx: cursor.y, onResult: this.resultOf(held), started: () => undefined };
    return null;
  }

  private resultOf(press: PressPick): (found: PickedObject[]) => void {
    return (found) => this.act(press, press.picked(found));
  }

  /** The press became a drag. */
  dragged(): void {
    this.press?.drag();
  }

  /** The press ended as a click; false when there was none. */
  clicked(): boolean {
    const press = this.press;
    if (!press) return false;
    this.act(press, press.clicked());
    return true;
  }

  /** The pointer moved without a press: the pointer cursor over an icon. */
  hover(xPx: number, yPx: number): void {
    const over = this.sources.size > 0 && this.iconHitsAt(xPx, yPx).some((h) => h.distancePx === 0);
    if (over === this.overIcon) return;
    this.overIcon = over;
    this.setCursor(over ? 'pointer' : '');
  }

  private act(press: PressPick, action: PickAction): void {
    switch (action.kind) {
      case 'object':
        emitObjectPicked(action.id);
        return;
      case 'icon':
        action.icon.act();
        return;
      case 'choose': {
        const choice: PickChoice = { xPx: press.xPx, yPx: press.yPx, hits: action.hits };
        for (const fn of this.choiceListeners) fn(choice);
        return;
      }
      case 'none':
        return;
    }
  }
}
