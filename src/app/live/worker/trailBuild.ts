// Every vessel's recent trail as one line layer, stroked by the core (run
// in the vessel worker, loaded lazily with the WASM core): each stretch of
// a track without a gap longer than the vessel expiry is one polyline,
// vessels with no point in `area` are left out.
import type { GeoPoint } from '../../../protocol/geo';
import type { HistoryTracks } from '../../../protocol/history';
import { VESSEL_EXPIRY_MS } from '../../../protocol/vessels';
import { LINE_STYLE, buildLineLayer } from '../../../wasm/geometry';
import type { GeoBbox } from '../../chart/enc/workerProtocol';
import type { LineBuffers } from '../../chart/layers/line/lineProgram';

/** RGBA, 0-255. */
export type TrailRgba = readonly [number, number, number, number];

export function buildTrailBuffers(tracks: HistoryTracks['tracks'], rgba: TrailRgba, origin: GeoPoint, area: GeoBbox | null): LineBuffers | null {
  const runs: number[][] = [];
  for (const track of tracks) {
    const inside = !area || track.points.some((p) => p[2] >= area[0] && p[2] <= area[2] && p[1] >= area[1] && p[1] <= area[3]);
    if (!inside) continue;
    let run: number[] = [];
    let lastMs = -Infinity;
    for (const p of track.points) {
      if (p[0] - lastMs > VESSEL_EXPIRY_MS && run.length > 0) {
        if (run.length >= 4) runs.push(run);
        run = [];
      }
      run.push(p[2], p[1]);
      lastMs = p[0];
    }
    if (run.length >= 4) runs.push(run);
  }
  if (runs.length === 0) return null;
  const vertexCount = runs.reduce((n, r) => n + r.length / 2, 0);
  const coords = new Float64Array(2 * vertexCount);
  const ringOffsets = new Uint32Array(runs.length + 1);
  const featureRingOffsets = new Uint32Array(runs.length + 1);
  const coloursRgba = new Float32Array(4 * runs.length);
  const featureIds = new Uint32Array(runs.length);
  let v = 0;
  runs.forEach((run, f) => {
    coords.set(run, 2 * v);
    v += run.length / 2;
    ringOffsets[f + 1] = v;
    featureRingOffsets[f + 1] = f + 1;
    coloursRgba.set(rgba.map((c) => c / 255), 4 * f);
    featureIds[f] = f + 1;
  });
  const layer = buildLineLayer({ coords, ringOffsets, featureRingOffsets, coloursRgba, featureIds }, new Uint8Array(runs.length).fill(LINE_STYLE.solid), false, origin);
  return { positions: layer.positions, indices: layer.indices, colours: layer.colours, extrusions: layer.extrusions, distancesM: layer.distancesM, styleIds: layer.styleIds };
}
