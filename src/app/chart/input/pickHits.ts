// What lies under the pointer: the pick pass's objects (vessels, trains:
// ids) and the overlays' icons (atons, stations, warnings, cameras), each
// with its distance from the pointer. One is acted on as a click on it; two
// or more make a pick choice, which the app shows as a list to choose from
// (the pick report of ECDIS practice).
import type { PickedObject } from '../render/pickedIds';

/** An overlay's icon under the pointer (icons take no pointer input: the chart finds them). */
export interface IconHit {
  /** Unique among every overlay's icons ('station:hel'). */
  readonly key: string;
  /** What the pick list shows: the kind and the name, in the app's words. */
  readonly label: string;
  /** From the pointer to the icon's edge, CSS px (0 inside it). */
  readonly distancePx: number;
  /** From the pointer to the icon's centre, CSS px (orders icons the pointer is inside of). */
  readonly centreDistancePx: number;
  /** Acts as a click on the icon (its window event). */
  act(): void;
}

/** An overlay's icons as the chart finds them under the pointer. */
export interface IconHitSource {
  /** The icons shown now within `tolerancePx` of the pointer (CSS px, relative to the canvas). */
  hits(xPx: number, yPx: number, tolerancePx: number): IconHit[];
}

export type PickHit = { kind: 'icon'; icon: IconHit; distancePx: number } | { kind: 'object'; id: number; distancePx: number };

/** Several things under the pointer at a click: the app lets the user choose. */
export interface PickChoice {
  /** Where the click was, CSS px relative to the canvas. */
  xPx: number;
  yPx: number;
  /** Nearest first. */
  hits: PickHit[];
}

/** Icons nearest first: by distance to their edge, then to their centre. */
export const byIconDistance = (a: IconHit, b: IconHit): number => a.distancePx - b.distancePx || a.centreDistancePx - b.centreDistancePx;

/** Icons and objects in one list, nearest first (icons first at the same distance: they are drawn on top). */
export function mergeHits(icons: readonly IconHit[], objects: readonly PickedObject[]): PickHit[] {
  const hits: PickHit[] = [
    ...[...icons].sort(byIconDistance).map((icon): PickHit => ({ kind: 'icon', icon, distancePx: icon.distancePx })),
    ...objects.map((o): PickHit => ({ kind: 'object', id: o.id, distancePx: o.distancePx })),
  ];
  const rank = (h: PickHit) => (h.kind === 'icon' ? 0 : 1);
  // A stable sort: icons at one distance keep their order.
  return hits.sort((a, b) => a.distancePx - b.distancePx || rank(a) - rank(b));
}
