// The rings that make vessels stand out (the selected one, those of open
// alerts), in the vessel layer's vertex format: a ring around each one's
// symbol, over a dark border, whose radius the vessel shader grows with the
// hull's reach on screen (role 'ring'), so it stays around the triangle
// and around the true-scale hull alike. Built on the main thread from the
// uploaded layer's anchors (where the vessels are drawn): each ring a copy
// of one shape built once, with its vessel's anchor and reach filled in (a
// replay at 60x rings hundreds of alert vessels a second), and only round
// the vessels whose ring can reach into the ring area: the view and half a
// view around it (the layer holds nine views' worth).
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

/** The rings' outer radius around the triangle, pixels (before the hull's reach): the selected one's. */
const RING_OUTER_PX = RING_RADIUS_PX + SELECTED_RING_GAP_PX + RING_WIDTH_PX + RING_BORDER_PX;

/** Where rings are built: origin-relative Mercator metres, made at a scale (pixels per Mercator metre). */
export interface RingArea {
  xMinM: number;
  yMinM: number;
  xMaxM: number;
  yMaxM: number;
  pxPerM: number;
}

/**
 * The ring area for a view (centre origin-relative, half its size, its
 * scale): the last one while the view stays inside it and is not zoomed
 * out, else the view and half a view on every side.
 */
export function nextRingArea(last: RingArea | null, centreRelM: readonly [number, number], halfSizeM: readonly [number, number], pxPerM: number): RingArea {
  const [x, y] = centreRelM;
  const [hw, hh] = halfSizeM;
  if (last && pxPerM >= last.pxPerM && x - hw >= last.xMinM && x + hw <= last.xMaxM && y - hh >= last.yMinM && y + hh <= last.yMaxM) return last;
  return { xMinM: x - 2 * hw, yMinM: y - 2 * hh, xMaxM: x + 2 * hw, yMaxM: y + 2 * hh, pxPerM };
}

/** Whether a ring round this anchor can show in the area (its radius on screen at most RING_OUTER_PX plus the hull's reach). */
function ringReaches(area: RingArea, x: number, y: number, reachM: number): boolean {
  const m = RING_OUTER_PX / area.pxPerM + reachM;
  return x >= area.xMinM - m && x <= area.xMaxM + m && y >= area.yMinM - m && y <= area.yMaxM + m;
}

interface Ring {
  index: number;
  entry: VesselPaletteEntry;
  radiusPx: number;
}

/** The rings' vertices (empty when no highlighted vessel is drawn in the area; null: everywhere). */
export function highlightRings(drawn: DrawnVessels, h: VesselHighlights, area: RingArea | null = null): ArrayBuffer {
  const indexOf = new Map<number, number>();
  const wanted = new Set([...h.alertVesselIds, ...(h.selectedVesselId === null ? [] : [h.selectedVesselId])]);
  if (wanted.size === 0) return new ArrayBuffer(0);
  drawn.ids.forEach((id, i) => {
    if (!wanted.has(id) || !Number.isFinite(drawn.anchors[2 * i])) return;
    if (area && !ringReaches(area, drawn.anchors[2 * i] ?? 0, drawn.anchors[2 * i + 1] ?? 0, drawn.hullReachM[i] ?? 0)) return;
    indexOf.set(id, i);
  });
  const rings: Ring[] = [];
  for (const id of new Set(h.alertVesselIds)) {
    const index = indexOf.get(id);
    if (index !== undefined) rings.push({ index, entry: 'alert', radiusPx: RING_RADIUS_PX });
  }
  const selected = h.selectedVesselId === null ? undefined : indexOf.get(h.selectedVesselId);
  if (selected !== undefined) rings.push({ index: selected, entry: 'selected', radiusPx: RING_RADIUS_PX + SELECTED_RING_GAP_PX });
  const perRing = 2 * SEGMENTS * 6;
  const buffer = new ArrayBuffer(rings.length * perRing * VESSEL_VERTEX_BYTES);
  const bytes = new Uint8Array(buffer);
  const floats = new Float32Array(buffer);
  const stride = VESSEL_VERTEX_BYTES / 4;
  rings.forEach((ring, r) => {
    // The ring's shape at the origin, then its vessel's anchor and hull reach in every vertex.
    bytes.set(ringTemplate(ring.entry, ring.radiusPx), r * perRing * VESSEL_VERTEX_BYTES);
    const x = drawn.anchors[2 * ring.index] ?? 0;
    const y = drawn.anchors[2 * ring.index + 1] ?? 0;
    const reachM = drawn.hullReachM[ring.index] ?? 0;
    for (let v = r * perRing, end = v + perRing; v < end; v += 1) {
      floats[v * stride] = x;
      floats[v * stride + 1] = y;
      floats[v * stride + 4] = reachM;
    }
  });
  return buffer;
}

/** One ring's vertices at anchor (0, 0) with no hull reach, per kind and radius (built once). */
const templates = new Map<string, Uint8Array>();

function ringTemplate(entry: VesselPaletteEntry, radiusPx: number): Uint8Array {
  const key = `${entry}|${radiusPx}`;
  const known = templates.get(key);
  if (known) return known;
  // Two bands (border, ring) of SEGMENTS quads, 6 vertices each.
  const buffer = new ArrayBuffer(2 * SEGMENTS * 6 * VESSEL_VERTEX_BYTES);
  const view = new DataView(buffer);
  let v = 0;
  const vertex = (dx: number, dy: number, palette: number): void => {
    const at = v * VESSEL_VERTEX_BYTES;
    view.setInt16(at + 8, Math.round(dx * 16), true);
    view.setInt16(at + 10, Math.round(dy * 16), true);
    // Not pickable, pick colour 0: the rings are not drawn in the id pass.
    view.setUint8(at + 12, palette | (VESSEL_ROLE.ring << VESSEL_PAINT.roleShift));
    v += 1;
  };
  const bands: [number, number, number][] = [
    [radiusPx - RING_BORDER_PX, radiusPx + RING_WIDTH_PX + RING_BORDER_PX, VESSEL_PALETTE.indexOf('outline')],
    [radiusPx, radiusPx + RING_WIDTH_PX, VESSEL_PALETTE.indexOf(entry)],
  ];
  for (const [inner, outer, palette] of bands) {
    for (let s = 0; s < SEGMENTS; s += 1) {
      const a0 = (s / SEGMENTS) * 2 * Math.PI;
      const a1 = ((s + 1) / SEGMENTS) * 2 * Math.PI;
      const p = (a: number, r: number): [number, number] => [Math.cos(a) * r, Math.sin(a) * r];
      for (const [dx, dy] of [p(a0, outer), p(a0, inner), p(a1, outer), p(a1, outer), p(a0, inner), p(a1, inner)]) vertex(dx, dy, palette);
    }
  }
  const template = new Uint8Array(buffer);
  templates.set(key, template);
  return template;
}
