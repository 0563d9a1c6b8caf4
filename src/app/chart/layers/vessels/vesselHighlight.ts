// The rings that make vessels stand out (the selected one, those of open
// alerts): one record per ring (its vessel's anchor where the uploaded
// layer draws it, the hull's reach, its kind), which the ring program
// turns into a ring around the vessel's symbol, over a dark border, whose
// radius grows with the hull's reach on screen (vesselRingProgram.ts), so
// it stays around the triangle and around the true-scale hull alike. A
// replay at 60x rings hundreds of alert vessels with every picture: 16
// bytes a ring, no vertices built on the main thread.

/** The ring's inner radius around the triangle (its half length is 10 px), its width and its border, pixels. */
export const RING_RADIUS_PX = 16;
export const RING_WIDTH_PX = 2.5;
export const RING_BORDER_PX = 1;
/** The selected vessel's ring lies outside an alert's ring. */
export const SELECTED_RING_GAP_PX = 5;
/** Floats per ring record: anchor x, y (origin-relative Mercator metres), hull reach (m), kind. */
export const RING_RECORD_FLOATS = 4;
/** A record's kind. */
export const RING_KIND = { alert: 0, selected: 1 } as const;

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

/** The rings' records, each drawn vessel's alert ring first, the selected one's last (on top); empty when no highlighted vessel is drawn. */
export function ringRecords(drawn: DrawnVessels, h: VesselHighlights): Float32Array {
  const alerts = new Set(h.alertVesselIds);
  if (alerts.size === 0 && h.selectedVesselId === null) return new Float32Array(0);
  const alertIndices: number[] = [];
  let selected = -1;
  const { ids, anchors } = drawn;
  for (let i = 0; i < ids.length; i += 1) {
    const id = ids[i] ?? 0;
    if (!Number.isFinite(anchors[2 * i])) continue;
    if (alerts.has(id)) alertIndices.push(i);
    if (id === h.selectedVesselId) selected = i;
  }
  const records = new Float32Array((alertIndices.length + (selected >= 0 ? 1 : 0)) * RING_RECORD_FLOATS);
  const put = (r: number, i: number, kind: number): void => {
    records.set([drawn.anchors[2 * i] ?? 0, drawn.anchors[2 * i + 1] ?? 0, drawn.hullReachM[i] ?? 0, kind], r * RING_RECORD_FLOATS);
  };
  alertIndices.forEach((i, r) => put(r, i, RING_KIND.alert));
  if (selected >= 0) put(alertIndices.length, selected, RING_KIND.selected);
  return records;
}
