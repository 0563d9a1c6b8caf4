// The vessels a pick pass needs to draw: those whose triangles can reach
// the cursor (anchor distance <= reach in metres * scale + reach in pixels),
// as merged vertex ranges of the one vessel buffer.
import type { VesselPickIndex } from '../../../../wasm/shapes';

/** [first vertex, vertex count] ranges. */
export type VertexRange = [number, number];

/** Slack in pixels around each vessel's reach. */
export const PICK_SLACK_PX = 2;

export function pickRanges(index: VesselPickIndex, cursorRel: { xM: number; yM: number }, pixelsPerMercatorM: number): VertexRange[] {
  const ranges: VertexRange[] = [];
  const n = index.extentsM.length;
  for (let i = 0; i < n; i += 1) {
    const dx = (index.anchors[2 * i] ?? NaN) - cursorRel.xM;
    const dy = (index.anchors[2 * i + 1] ?? NaN) - cursorRel.yM;
    const reachPx = (index.extentsM[i] ?? 0) * pixelsPerMercatorM + (index.extentsPx[i] ?? 0) + PICK_SLACK_PX;
    if (!(Math.hypot(dx, dy) * pixelsPerMercatorM <= reachPx)) continue;
    const first = index.vertexOffsets[i] ?? 0;
    const count = (index.vertexOffsets[i + 1] ?? first) - first;
    if (count === 0) continue;
    const last = ranges[ranges.length - 1];
    if (last && last[0] + last[1] === first) last[1] += count;
    else ranges.push([first, count]);
  }
  return ranges;
}
