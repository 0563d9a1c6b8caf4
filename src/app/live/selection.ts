// What the operator has picked, and the predicted ghost of a picked vessel.
// The chart (WebGL) emits `object-picked` and draws the ghost; the cards
// read the selection. Events are window CustomEvents named once here.
import { proxy } from 'valtio';
import type { Aton } from '../../protocol/atons';

/** Emitted after a pick pass found an object under the cursor; detail: the id as a string. */
export const OBJECT_PICKED_EVENT = 'object-picked';
/** Emitted when an aton icon is clicked; detail: the aton. */
export const ATON_INFO_EVENT = 'aton-info';

export type Picked = { kind: 'vessel'; id: number } | { kind: 'train'; id: number } | { kind: 'aton'; aton: Aton };

/** The open cards (React reads this). */
export const selection = proxy<{ vesselId: number | null; trainId: number | null; aton: Aton | null }>({
  vesselId: null,
  trainId: null,
  aton: null,
});

export interface Ghost {
  vesselId: number;
  latDeg: number;
  lonDeg: number;
  /** Direction the ghost faces, degrees. */
  courseDeg: number;
}

/** The one ghost shown (spec: one at a time); the chart draws it each frame, `version` bumps on change. */
export const prediction: { ghost: Ghost | null; version: number } = { ghost: null, version: 0 };

export function setGhost(ghost: Ghost | null): void {
  prediction.ghost = ghost;
  prediction.version += 1;
}

export function emitObjectPicked(id: number): void {
  window.dispatchEvent(new CustomEvent<string>(OBJECT_PICKED_EVENT, { detail: String(id) }));
}

export function emitAtonInfo(aton: Aton): void {
  window.dispatchEvent(new CustomEvent<Aton>(ATON_INFO_EVENT, { detail: aton }));
}
