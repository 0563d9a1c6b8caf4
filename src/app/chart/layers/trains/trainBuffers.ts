// Trains on their sidings: the core's train geometry (loco first, then the
// trolleys), projected by the core, as triangles with their pick ids.
import type { GeoPoint } from '../../../../protocol/geo';
import { projectLonLatRelative } from '../../../../wasm/geometry';
import { pickColours } from '../../../../wasm/motion';
import { trainGeometry } from '../../../../wasm/shapes';
import type { LiveTrain } from '../../../../protocol/streams';
import type { MarkerBuffers } from '../marker/markerProgram';

export const LOCO_COLOUR = [200, 40, 40, 255] as const;
export const TROLLEY_COLOUR = [60, 90, 200, 255] as const;
/** Two triangles of a quad ring (4 corners). */
const QUAD = [0, 1, 2, 0, 2, 3] as const;

export function trainBuffers(trains: readonly LiveTrain[], origin: GeoPoint): MarkerBuffers {
  const rings: { lonLat: Float64Array; loco: boolean; id: number }[] = [];
  for (const t of trains) {
    try {
      const g = trainGeometry({
        latDeg: t.siding_position.latitude,
        lonDeg: t.siding_position.longitude,
        azimuthDeg: t.azimuth,
        sidingLengthM: t.siding_length,
        trolleyCount: t.trolley_count,
        locoLengthM: t.loco_length,
        locoWidthM: t.loco_width,
        trolleyLengthM: t.trolley_length,
        trolleyWidthM: t.trolley_width,
        trolleySpacingM: t.trolley_spacing,
      });
      g.vehicles.forEach((lonLat, i) => rings.push({ lonLat, loco: i === 0, id: t.train_id }));
    } catch (error) {
      console.error(error);
    }
  }
  const all = new Float64Array(rings.length * 8);
  rings.forEach((r, i) => all.set(r.lonLat.subarray(0, 8), i * 8));
  const projected = projectLonLatRelative(all, origin.latDeg, origin.lonDeg);
  const ids = pickColours(Uint32Array.from(rings.map((r) => r.id)));
  const n = rings.length * 6;
  const out: MarkerBuffers = {
    positions: new Float32Array(n * 2),
    offsetsPx: new Float32Array(n * 2),
    colours: new Uint8Array(n * 4),
    pickColours: new Uint8Array(n * 4),
  };
  let v = 0;
  rings.forEach((r, i) => {
    const colour = r.loco ? LOCO_COLOUR : TROLLEY_COLOUR;
    for (const corner of QUAD) {
      out.positions[2 * v] = projected[i * 8 + corner * 2] ?? 0;
      out.positions[2 * v + 1] = projected[i * 8 + corner * 2 + 1] ?? 0;
      out.colours.set(colour, 4 * v);
      out.pickColours.set(ids.subarray(i * 4, i * 4 + 4), 4 * v);
      v += 1;
    }
  });
  return out;
}
