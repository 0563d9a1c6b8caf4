// The tools' polylines (ruler legs, pencil strokes) as the core's
// screen-width line buffers: positions given in degrees, one feature per
// line, its colour and style (solid or dashed) per feature.
import type { GeoPoint } from '../../../../protocol/geo';
import { LINE_STYLE, buildLineLayer } from '../../../../wasm/geometry';
import type { LineBuffers } from '../line/lineProgram';
import type { Rgba } from './glyphs';

export interface SketchLine {
  points: readonly GeoPoint[];
  rgba: Rgba;
  dashed?: boolean;
  /** Drawn beneath the line, wider (a dark halo keeps it readable on every chart colour). */
  halo?: Rgba;
}

/** Lines with at least two points (of those with a halo: `halo`), stroked by the core; null when there are none. */
export function sketchLineBuffers(lines: readonly SketchLine[], origin: GeoPoint, halo = false): LineBuffers | null {
  const drawn = lines.filter((l) => l.points.length >= 2 && (!halo || l.halo));
  if (drawn.length === 0) return null;
  const vertexCount = drawn.reduce((n, l) => n + l.points.length, 0);
  const coords = new Float64Array(2 * vertexCount);
  const ringOffsets = new Uint32Array(drawn.length + 1);
  const featureRingOffsets = new Uint32Array(drawn.length + 1);
  const coloursRgba = new Float32Array(4 * drawn.length);
  const featureIds = new Uint32Array(drawn.length);
  const styleIds = new Uint8Array(drawn.length);
  let v = 0;
  drawn.forEach((line, f) => {
    for (const p of line.points) {
      coords[2 * v] = p.lonDeg;
      coords[2 * v + 1] = p.latDeg;
      v += 1;
    }
    ringOffsets[f + 1] = v;
    featureRingOffsets[f + 1] = f + 1;
    coloursRgba.set((halo && line.halo ? line.halo : line.rgba).map((c) => c / 255), 4 * f);
    featureIds[f] = f + 1;
    styleIds[f] = line.dashed ? LINE_STYLE.dashed : LINE_STYLE.solid;
  });
  return buildLineLayer({ coords, ringOffsets, featureRingOffsets, coloursRgba, featureIds }, styleIds, false, origin);
}
