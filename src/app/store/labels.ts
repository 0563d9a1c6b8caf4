// The overlay labels over the chart (spec sections 2 and 9: the ruler's
// leg and TOTAL labels, the markers' positions): HTML text anchored to a
// position with a pixel offset, drawn by overlays/LabelOverlay.tsx. Each
// tool owns its labels and replaces them as a whole.
import { proxy } from 'valtio';
import type { GeoPoint } from '../../protocol/geo';

export type LabelTone = 'leg' | 'total' | 'marker' | 'zone';

export interface OverlayLabel {
  /** Unique within its owner. */
  key: string;
  at: GeoPoint;
  /** The label's lines (its markup: one line each). */
  lines: readonly string[];
  /** From the anchor to the label's centre, CSS px (x right, y down) before scaling. */
  offsetPx: readonly [number, number];
  tone: LabelTone;
}

export const overlayLabels = proxy<{ byOwner: Record<string, readonly OverlayLabel[]> }>({ byOwner: {} });

export function setLabels(owner: string, labels: readonly OverlayLabel[]): void {
  overlayLabels.byOwner[owner] = labels;
}

export function clearLabels(owner: string): void {
  delete overlayLabels.byOwner[owner];
}
