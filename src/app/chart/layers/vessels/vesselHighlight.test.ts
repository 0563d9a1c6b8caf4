// The highlight rings' vertices: one ring per drawn alert vessel (and the
// selected one, further out), each at its vessel's anchor with its reach.
import { describe, expect, it } from 'vitest';
import { VESSEL_VERTEX_BYTES } from '../../../../wasm/shapes';
import { highlightRings, nextRingArea, RING_BORDER_PX, RING_RADIUS_PX, RING_WIDTH_PX, SELECTED_RING_GAP_PX } from './vesselHighlight';
import { VESSEL_PALETTE } from './vesselColours';
import { VESSEL_PAINT } from './vesselShaders';

const drawn = {
  ids: Uint32Array.from([1, 2, 3, 4]),
  anchors: Float32Array.from([10, 20, 30, 40, NaN, NaN, 50, 60]),
  hullReachM: Float32Array.from([100, 200, 300, 400]),
};
const PER_RING = 2 * 32 * 6;

function vertices(buffer: ArrayBuffer) {
  const view = new DataView(buffer);
  return Array.from({ length: buffer.byteLength / VESSEL_VERTEX_BYTES }, (_, i) => {
    const at = i * VESSEL_VERTEX_BYTES;
    return {
      x: view.getFloat32(at, true),
      y: view.getFloat32(at + 4, true),
      dPx: Math.hypot(view.getInt16(at + 8, true), view.getInt16(at + 10, true)) / 16,
      palette: view.getUint8(at + 12) & ((1 << VESSEL_PAINT.roleShift) - 1),
      reachM: view.getFloat32(at + 16, true),
    };
  });
}

describe('highlight rings', () => {
  it('rings each drawn alert vessel once and the selected one outside, at their anchors', () => {
    const v = vertices(highlightRings(drawn, { selectedVesselId: 4, alertVesselIds: [2, 2, 3, 9, 4] }));
    // Vessel 3 is not drawn (no anchor), 9 not in the layer: rings for 2, 4 (alert) and 4 (selected).
    expect(v).toHaveLength(3 * PER_RING);
    const ring = (r: number) => v.slice(r * PER_RING, (r + 1) * PER_RING);
    expect(new Set(ring(0).map((p) => `${p.x},${p.y},${p.reachM}`))).toEqual(new Set(['30,40,200']));
    expect(new Set(ring(1).map((p) => `${p.x},${p.y},${p.reachM}`))).toEqual(new Set(['50,60,400']));
    expect(new Set(ring(2).map((p) => `${p.x},${p.y},${p.reachM}`))).toEqual(new Set(['50,60,400']));
    const radii = (r: number) => ring(r).map((p) => p.dPx);
    expect(Math.min(...radii(0))).toBeCloseTo(RING_RADIUS_PX - RING_BORDER_PX, 0);
    expect(Math.max(...radii(0))).toBeCloseTo(RING_RADIUS_PX + RING_WIDTH_PX + RING_BORDER_PX, 0);
    expect(Math.min(...radii(2))).toBeCloseTo(RING_RADIUS_PX + SELECTED_RING_GAP_PX - RING_BORDER_PX, 0);
    expect(new Set(ring(0).map((p) => p.palette))).toEqual(new Set([VESSEL_PALETTE.indexOf('outline'), VESSEL_PALETTE.indexOf('alert')]));
    expect(new Set(ring(2).map((p) => p.palette))).toEqual(new Set([VESSEL_PALETTE.indexOf('outline'), VESSEL_PALETTE.indexOf('selected')]));
  });

  it('is empty when nothing highlighted is drawn', () => {
    expect(highlightRings(drawn, { selectedVesselId: null, alertVesselIds: [] }).byteLength).toBe(0);
    expect(highlightRings(drawn, { selectedVesselId: 3, alertVesselIds: [9] }).byteLength).toBe(0);
  });

  it('rings only the vessels whose ring can reach into the ring area', () => {
    // Scale 1 px/m: a ring reaches 24.5 px plus the hull's reach beyond its anchor.
    const area = { xMinM: 0, yMinM: 0, xMaxM: 20, yMaxM: 20, pxPerM: 1 };
    const near = { ids: Uint32Array.from([1, 2, 3]), anchors: Float32Array.from([44, 10, 46, 10, 10, -40]), hullReachM: Float32Array.from([0, 0, 20]) };
    const ringed = (ids: number[]) => highlightRings(near, { selectedVesselId: null, alertVesselIds: ids }, area).byteLength / VESSEL_VERTEX_BYTES / PER_RING;
    expect(ringed([1])).toBe(1); // 24 m beyond the edge
    expect(ringed([2])).toBe(0); // 26 m beyond
    expect(ringed([3])).toBe(1); // 40 m beyond, its hull reaching 20 m
    expect(highlightRings(near, { selectedVesselId: null, alertVesselIds: [2] }).byteLength).toBeGreaterThan(0);
  });

  it('keeps the ring area while the view stays inside and is not zoomed out', () => {
    const first = nextRingArea(null, [100, 50], [10, 5], 2);
    expect(first).toEqual({ xMinM: 80, yMinM: 40, xMaxM: 120, yMaxM: 60, pxPerM: 2 });
    expect(nextRingArea(first, [109, 54], [10, 5], 2)).toBe(first);
    expect(nextRingArea(first, [100, 50], [5, 2.5], 4)).toBe(first);
    expect(nextRingArea(first, [111, 50], [10, 5], 2).xMinM).toBe(91);
    expect(nextRingArea(first, [100, 50], [10, 5], 1.5)).not.toBe(first);
  });
});
