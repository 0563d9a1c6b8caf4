import { describe, expect, it } from 'vitest';
import { SCOPE_COLOURS, SCOPE_FLOATS_PER_VERTEX, TRAIL_RAD, radarScopeVertices } from './radarScope';

describe('radar scope geometry', () => {
  const v = radarScopeVertices();
  const n = v.length / SCOPE_FLOATS_PER_VERTEX;
  const vertex = (i: number) => Array.from(v.slice(i * SCOPE_FLOATS_PER_VERTEX, (i + 1) * SCOPE_FLOATS_PER_VERTEX));

  it('is whole triangles within the unit disc', () => {
    expect(Number.isInteger(n)).toBe(true);
    expect(n % 3).toBe(0);
    for (let i = 0; i < n; i += 1) {
      const [x = 0, y = 0] = vertex(i);
      expect(Math.hypot(x, y)).toBeLessThanOrEqual(1 + 1e-6);
    }
  });

  it('starts with the dark glass and ends with the sweep, drawn at north and turned by the shader', () => {
    expect(vertex(0).slice(5)).toEqual(SCOPE_COLOURS.glass.map((c) => Math.fround(c)));
    const turning = Array.from({ length: n }, (_, i) => vertex(i)).filter((p) => p[4] === 1);
    expect(turning.length).toBeGreaterThan(0);
    // The afterglow lies west of north (behind a clockwise sweep), up to TRAIL_RAD.
    for (const [x = 0, y = 0] of turning) {
      if (Math.hypot(x, y) < 0.5) continue;
      const angle = Math.atan2(x, y);
      expect(angle).toBeLessThanOrEqual(1e-6);
      expect(angle).toBeGreaterThanOrEqual(-TRAIL_RAD - 1e-6);
    }
  });
});
