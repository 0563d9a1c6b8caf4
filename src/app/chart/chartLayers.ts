// The chart layers the renderer holds, kept in draw order: descending
// cscl (world contour map first), then CHART_LAYERS order.
import { CHART_LAYERS, WORLD_CONTOUR_CSCL } from '../../protocol/chart';
import { WORLD_CONTOUR_LAYER } from './enc/chartUrls';
import type { Mesh } from './gl/buffers';

export interface ChartLayerEntry {
  chartName: string | null;
  layerName: string;
  cscl: number;
  fill: Mesh | null;
  lines: { mesh: Mesh; widthPx: number }[];
  symbols: Mesh | null;
}

const LAYER_ORDER = new Map(CHART_LAYERS.map((l, i) => [l.name, i]));

export function drawRank(e: Pick<ChartLayerEntry, 'layerName' | 'cscl'>): [number, number] {
  if (e.layerName === WORLD_CONTOUR_LAYER) return [-WORLD_CONTOUR_CSCL, -1];
  return [-e.cscl, LAYER_ORDER.get(e.layerName) ?? CHART_LAYERS.length];
}

/** Inserts keeping the draw order (stable for equal ranks). */
export function insertInDrawOrder<T extends Pick<ChartLayerEntry, 'layerName' | 'cscl'>>(list: T[], entry: T): void {
  const [a, b] = drawRank(entry);
  let i = list.length;
  while (i > 0) {
    const [c, d] = drawRank(list[i - 1] as T);
    if (c < a || (c === a && d <= b)) break;
    i -= 1;
  }
  list.splice(i, 0, entry);
}

export function disposeEntry(e: ChartLayerEntry): void {
  e.fill?.dispose();
  for (const l of e.lines) l.mesh.dispose();
  e.symbols?.dispose();
}
