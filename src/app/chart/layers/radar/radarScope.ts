// The radar scope's geometry, built once: the dark glass disc, range rings
// at quarters of the range, the north and east-west lines, and the sweep
// (its line and its afterglow wedge, drawn at north and turned by the
// shader). Each vertex: a point on the unit disc (x east, y north), a pixel
// offset from it, whether it turns with the sweep, and its colour. All of it
// is a few thousand vertices: cheap on any GPU, software ones included.

export const SCOPE_FLOATS_PER_VERTEX = 9;
const DISC_SEGMENTS = 120;
const TRAIL_SEGMENTS = 48;
/** The afterglow behind the sweep line, radians. */
export const TRAIL_RAD = Math.PI / 3;
const RING_PX = 0.6;
const LINE_PX = 0.5;

type Rgba = readonly [number, number, number, number];
export const SCOPE_COLOURS = {
  glass: [0, 0.05, 0.02, 0.58],
  ring: [0.2, 1, 0.35, 0.45],
  edge: [0.2, 1, 0.35, 0.9],
  axis: [0.2, 1, 0.35, 0.22],
  beam: [0.55, 1, 0.6, 0.95],
  trail: [0.2, 1, 0.35, 0.4],
} as const satisfies Record<string, Rgba>;

/** Clockwise from north: the unit vector of an angle. */
const dir = (a: number): [number, number] => [Math.sin(a), Math.cos(a)];

export function radarScopeVertices(): Float32Array {
  const out: number[] = [];
  const v = (ux: number, uy: number, ox: number, oy: number, turns: boolean, c: Rgba) => out.push(ux, uy, ox, oy, turns ? 1 : 0, c[0], c[1], c[2], c[3]);
  const tri = (a: Parameters<typeof v>, b: Parameters<typeof v>, c: Parameters<typeof v>) => {
    v(...a);
    v(...b);
    v(...c);
  };
  // The glass.
  for (let i = 0; i < DISC_SEGMENTS; i += 1) {
    const [x0, y0] = dir((2 * Math.PI * i) / DISC_SEGMENTS);
    const [x1, y1] = dir((2 * Math.PI * (i + 1)) / DISC_SEGMENTS);
    tri([0, 0, 0, 0, false, SCOPE_COLOURS.glass], [x0, y0, 0, 0, false, SCOPE_COLOURS.glass], [x1, y1, 0, 0, false, SCOPE_COLOURS.glass]);
  }
  // Rings: thin bands of 2 x RING_PX pixels around quarter radii.
  for (let k = 1; k <= 4; k += 1) {
    const r = k / 4;
    const c = k === 4 ? SCOPE_COLOURS.edge : SCOPE_COLOURS.ring;
    for (let i = 0; i < DISC_SEGMENTS; i += 1) {
      const [x0, y0] = dir((2 * Math.PI * i) / DISC_SEGMENTS);
      const [x1, y1] = dir((2 * Math.PI * (i + 1)) / DISC_SEGMENTS);
      const inner0: Parameters<typeof v> = [x0 * r, y0 * r, -x0 * RING_PX, -y0 * RING_PX, false, c];
      const outer0: Parameters<typeof v> = [x0 * r, y0 * r, x0 * RING_PX, y0 * RING_PX, false, c];
      const inner1: Parameters<typeof v> = [x1 * r, y1 * r, -x1 * RING_PX, -y1 * RING_PX, false, c];
      const outer1: Parameters<typeof v> = [x1 * r, y1 * r, x1 * RING_PX, y1 * RING_PX, false, c];
      tri(inner0, outer0, outer1);
      tri(inner0, outer1, inner1);
    }
  }
  // A straight band from unit point a to b, `halfPx` wide.
  const band = (ax: number, ay: number, bx: number, by: number, halfPx: number, turns: boolean, c: Rgba) => {
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [nx, ny] = [(-(by - ay) / len) * halfPx, ((bx - ax) / len) * halfPx];
    tri([ax, ay, nx, ny, turns, c], [bx, by, nx, ny, turns, c], [bx, by, -nx, -ny, turns, c]);
    tri([ax, ay, nx, ny, turns, c], [bx, by, -nx, -ny, turns, c], [ax, ay, -nx, -ny, turns, c]);
  };
  band(0, -1, 0, 1, LINE_PX, false, SCOPE_COLOURS.axis);
  band(-1, 0, 1, 0, LINE_PX, false, SCOPE_COLOURS.axis);
  // The afterglow: a wedge from TRAIL_RAD behind the line (transparent) to the line (brightest).
  for (let i = 0; i < TRAIL_SEGMENTS; i += 1) {
    const t0 = i / TRAIL_SEGMENTS;
    const t1 = (i + 1) / TRAIL_SEGMENTS;
    const [x0, y0] = dir(-TRAIL_RAD * (1 - t0));
    const [x1, y1] = dir(-TRAIL_RAD * (1 - t1));
    const a0: Rgba = [...SCOPE_COLOURS.trail.slice(0, 3), SCOPE_COLOURS.trail[3] * t0 * t0] as unknown as Rgba;
    const a1: Rgba = [...SCOPE_COLOURS.trail.slice(0, 3), SCOPE_COLOURS.trail[3] * t1 * t1] as unknown as Rgba;
    tri([0, 0, 0, 0, true, a0], [x0, y0, 0, 0, true, a0], [x1, y1, 0, 0, true, a1]);
  }
  band(0, 0, 0, 1, 1, true, SCOPE_COLOURS.beam);
  return Float32Array.from(out);
}
