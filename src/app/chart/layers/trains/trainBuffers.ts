// Trains on their sidings: the core's train geometry (loco first, then the
// trolleys), projected by the core, as triangles with their pick ids, in
// the theme's colours (trainColours.ts). Every vehicle is drawn true to
// scale and as a bar along its centre line at least MIN_WIDTH_PX wide, so
// a train is at least that wide wherever it is on screen; the whole train
// lies over a border BORDER_PX wider on every side.
import type { GeoPoint } from '../../../../protocol/geo';
import type { Theme } from '../../../../protocol/preferences';
import { projectLonLatRelative } from '../../../../wasm/geometry';
import { pickColours } from '../../../../wasm/motion';
import { trainGeometry } from '../../../../wasm/shapes';
import type { LiveTrain } from '../../../../protocol/streams';
import type { MarkerBuffers } from '../marker/markerProgram';
import { trainColour, type TrainPart } from './trainColours';

/** A train is at least this wide on screen, and its border this much wider on each side (pixels). */
export const MIN_WIDTH_PX = 3;
export const BORDER_PX = 1;

type Xy = [number, number];

/** One vertex: an anchor (origin-relative Mercator metres) and a pixel offset. */
interface Vertex {
  at: Xy;
  px: Xy;
}

/** A train's vehicles as projected corners (4 per vehicle: start right, end right, end left, start left). */
interface ProjectedTrain {
  id: number;
  corners: Xy[][];
}

class Writer {
  readonly vertices: { v: Vertex; colour: readonly [number, number, number]; id: number }[] = [];
  quad(corners: readonly Vertex[], colour: readonly [number, number, number], id: number): void {
    for (const i of [0, 1, 2, 0, 2, 3]) {
      const v = corners[i];
      if (v) this.vertices.push({ v, colour, id });
    }
  }
}

const mid = (a: Xy, b: Xy): Xy => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** Unit vectors along and across the line from `a` to `b` (x east, y north). */
function axes(a: Xy, b: Xy): { along: Xy; across: Xy } | null {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy);
  return len > 0 ? { along: [dx / len, dy / len], across: [-dy / len, dx / len] } : null;
}

/** A bar from `a` to `b` `halfPx` wide on each side, its ends reaching `capPx` beyond them. */
function bar(a: Xy, b: Xy, halfPx: number, capPx: number): Vertex[] | null {
  const ax = axes(a, b);
  if (!ax) return null;
  const { along: u, across: n } = ax;
  const px = (s: number, t: number): Xy => [u[0] * s + n[0] * t, u[1] * s + n[1] * t];
  return [
    { at: a, px: px(-capPx, -halfPx) },
    { at: b, px: px(capPx, -halfPx) },
    { at: b, px: px(capPx, halfPx) },
    { at: a, px: px(-capPx, halfPx) },
  ];
}

function project(trains: readonly LiveTrain[], origin: GeoPoint): ProjectedTrain[] {
  const rings: { lonLat: Float64Array; id: number }[] = [];
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
      g.vehicles.forEach((lonLat) => rings.push({ lonLat, id: t.train_id }));
    } catch (error) {
      console.error(error);
    }
  }
  const all = new Float64Array(rings.length * 8);
  rings.forEach((r, i) => all.set(r.lonLat.subarray(0, 8), i * 8));
  const xy = projectLonLatRelative(all, origin.latDeg, origin.lonDeg);
  const out: ProjectedTrain[] = [];
  rings.forEach((r, i) => {
    const corners = [0, 1, 2, 3].map((c): Xy => [xy[i * 8 + 2 * c] ?? 0, xy[i * 8 + 2 * c + 1] ?? 0]);
    const last = out.at(-1);
    if (last && last.id === r.id) last.corners.push(corners);
    else out.push({ id: r.id, corners: [corners] });
  });
  return out;
}

function writeTrain(w: Writer, t: ProjectedTrain, theme: Theme): void {
  const first = t.corners[0];
  const last = t.corners.at(-1);
  if (!first || !last) return;
  const colour = (part: TrainPart) => trainColour(part, theme);
  const [start, end] = [mid(first[0] ?? [0, 0], first[3] ?? [0, 0]), mid(last[1] ?? [0, 0], last[2] ?? [0, 0])];
  // The border: under the whole train's minimum-width bar and under its true-scale outline, BORDER_PX out.
  const border = bar(start, end, MIN_WIDTH_PX / 2 + BORDER_PX, BORDER_PX);
  const ax = axes(start, end);
  if (border && ax) {
    w.quad(border, colour('border'), t.id);
    const out = (p: Xy | undefined, s: number, k: number): Vertex => ({
      at: p ?? [0, 0],
      px: [(ax.along[0] * s + ax.across[0] * k) * BORDER_PX, (ax.along[1] * s + ax.across[1] * k) * BORDER_PX],
    });
    w.quad([out(first[0], -1, -1), out(last[1], 1, -1), out(last[2], 1, 1), out(first[3], -1, 1)], colour('border'), t.id);
  }
  t.corners.forEach((c, i) => {
    const part = colour(i === 0 ? 'loco' : 'trolley');
    w.quad(c.map((at) => ({ at, px: [0, 0] })), part, t.id);
    const b = bar(mid(c[0] ?? [0, 0], c[3] ?? [0, 0]), mid(c[1] ?? [0, 0], c[2] ?? [0, 0]), MIN_WIDTH_PX / 2, 0);
    if (b) w.quad(b, part, t.id);
  });
}

export function trainBuffers(trains: readonly LiveTrain[], origin: GeoPoint, theme: Theme): MarkerBuffers {
  const w = new Writer();
  for (const t of project(trains, origin)) writeTrain(w, t, theme);
  const n = w.vertices.length;
  const ids = pickColours(Uint32Array.from(w.vertices.map((v) => v.id)));
  const out: MarkerBuffers = {
    positions: new Float32Array(n * 2),
    offsetsPx: new Float32Array(n * 2),
    colours: new Uint8Array(n * 4),
    pickColours: ids,
  };
  w.vertices.forEach(({ v, colour }, i) => {
    out.positions.set(v.at, 2 * i);
    out.offsetsPx.set(v.px, 2 * i);
    out.colours.set([...colour, 255], 4 * i);
  });
  return out;
}
