// The rings that make vessels stand out (the selected one, those of open
// alerts), in the vessel layer's vertex format: a ring around each one's
// symbol, over a dark border, whose radius the vessel shader grows with the
// hull's reach on screen (role 'ring'), so it stays around the triangle
// and around the true-scale hull alike. Built on the main thread from the
// uploaded layer's anchors (where the vessels are drawn), a few rings at a
// time.
import { VESSEL_VERTEX_BYTES } from '../../../../wasm/shapes';
import { VESSEL_PAINT, VESSEL_ROLE } from './vesselShaders';
import { VESSEL_PALETTE, type VesselPaletteEntry } from './vesselColours';

/** The ring's inner radius around the triangle (its half length is 10 px), its width and its border, pixels. */
export const RING_RADIUS_PX = 16;
export const RING_WIDTH_PX = 2.5;
export const RING_BORDER_PX = 1;
/** The selected vessel's ring lies outside an alert's ring. */
export const SELECTED_RING_GAP_PX = 5;
const SEGMENTS = 32;

/** What the vessel layer highlights: the vessel whose card is open, the vessels of open alerts. */
export interface VesselHighlights {
  selectedVesselId: number | null;
  alertVesselIds: readonly number[];
}

/** The drawn layer's vessels: ids, anchors and hull reach in drawing order. */
export interface DrawnVessels {
  ids: Uint32Array;
  anchors: Float32Array;
  hullReachM: Float32Array;
}

interface Ring {
  index: number;
  entry: VesselPaletteEntry;
  radiusPx: number;
}

/** The rings' vertices (empty when no highlighted vessel is drawn). */
export function highlightRings(drawn: DrawnVessels, h: VesselHighlights): ArrayBuffer {
  const indexOf = new Map<number, number>();
  const wanted = new Set([...h.alertVesselIds, ...(h.selectedVesselId === null ? [] : [h.selectedVesselId])]);
  if (wanted.size === 0) return new ArrayBuffer(0);
  drawn.ids.forEach((id, i) => {
    if (wanted.has(id) && Number.isFinite(drawn.anchors[2 * i])) indexOf.set(id, i);
  });
  const rings: Ring[] = [];
  for (const id of new Set(h.alertVesselIds)) {
    const index = indexOf.get(id);
    if (index !== undefined) rings.push({ index, entry: 'alert', radiusPx: RING_RADIUS_PX });
  }
  const selected = h.selectedVesselId === null ? undefined : indexOf.get(h.selectedVesselId);
  if (selected !== undefined) rings.push({ index: selected, entry: 'selected', radiusPx: RING_RADIUS_PX + SELECTED_RING_GAP_PX });
  // Two bands (border, ring) of SEGMENTS quads, 6 vertices each.
  const perRing = 2 * SEGMENTS * 6;
  const buffer = new ArrayBuffer(rings.length * perRing * VESSEL_VERTEX_BYTES);
  const view = new DataView(buffer);
  let v = 0;
  const vertex = (x: number, y: number, dx: number, dy: number, palette: number, reachM: number): void => {
    const at = v * VESSEL_VERTEX_BYTES;
    view.setFloat32(at, x, true);
    view.setFloat32(at + 4, y, true);
    view.setInt16(at + 8, Math.round(dx * 16), true);
    view.setInt16(at + 10, Math.round(dy * 16), true);
    // Not pickable, pick colour 0: the rings are not drawn in the id pass.
    view.setUint8(at + 12, palette | (VESSEL_ROLE.ring << VESSEL_PAINT.roleShift));
    view.setFloat32(at + 16, reachM, true);
    v += 1;
  };
  for (const ring of rings) {
    const x = drawn.anchors[2 * ring.index] ?? 0;
    const y = drawn.anchors[2 * ring.index + 1] ?? 0;
    const reachM = drawn.hullReachM[ring.index] ?? 0;
    const bands: [number, number, number][] = [
      [ring.radiusPx - RING_BORDER_PX, ring.radiusPx + RING_WIDTH_PX + RING_BORDER_PX, VESSEL_PALETTE.indexOf('outline')],
      [ring.radiusPx, ring.radiusPx + RING_WIDTH_PX, VESSEL_PALETTE.indexOf(ring.entry)],
    ];
    for (const [inner, outer, palette] of bands) {
      for (let s = 0; s < SEGMENTS; s += 1) {
        const a0 = (s / SEGMENTS) * 2 * Math.PI;
        const a1 = ((s + 1) / SEGMENTS) * 2 * Math.PI;
        const p = (a: number, r: number): [number, number] => [Math.cos(a) * r, Math.sin(a) * r];
        for (const [dx, dy] of [p(a0, outer), p(a0, inner), p(a1, outer), p(a1, outer), p(a0, inner), p(a1, inner)]) vertex(x, y, dx, dy, palette, reachM);
      }
    }
  }
  return buffer;
}
