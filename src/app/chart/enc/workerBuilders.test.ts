// A cell's coverage answer as the chart worker takes it: checked, then
// tessellated for the stencil mask.
import { describe, expect, it } from 'vitest';
import { buildCoverage, checkedCoverage } from './workerBuilders';
import { coverageTransferables } from './workerProtocol';

const origin = { latDeg: 54.53, lonDeg: 18.54 };
const square = [-76.5, 38.9, -76.4, 38.9, -76.4, 39, -76.5, 39, -76.5, 38.9];

describe('coverage in the chart worker', () => {
  it('tessellates the coverage polygons and keeps band, scale and extent', () => {
    const built = buildCoverage({ chart_name: 'x', usage_band: 5, cscl: 12_000, bbox: [-76.5, 38.9, -76.4, 39], coverage: [{ coordinates: square }] }, 'US5MD1MC.000', origin);
    expect(built.coverage).toMatchObject({ chart_name: 'US5MD1MC.000', usage_band: 5, cscl: 12_000, bbox: [-76.5, 38.9, -76.4, 39] });
    expect(built.mask?.indices.length).toBe(6);
    // The mask's point-test grid is built here too (the main thread only wraps it), and transferred with it.
    expect(built.grid?.items.length).toBeGreaterThan(0);
    expect(coverageTransferables(built)).toContain(built.grid?.starts.buffer);
  });

  it('takes a malformed answer as "coverage unknown" (no band, no extent, no mask)', () => {
    expect(checkedCoverage({ coverage: 'x' as never, usage_band: 9, cscl: -1, bbox: [1, 2] as never }, 'A')).toEqual({
      chart_name: 'A',
      usage_band: null,
      cscl: 0.1,
      bbox: null,
      coverage: [],
      edition: null,
      update_number: null,
      issue_date: null,
      update_date: null,
    });
    expect(checkedCoverage({ coverage: [{ coordinates: [1, 2, 3] }, { coordinates: [0, 0, Number.NaN, 0, 1, 1, 0, 0] }], bbox: [0, 0, 1, 1] }, 'A').coverage).toEqual([]);
    expect(buildCoverage({}, 'A', origin).mask).toBeNull();
    expect(buildCoverage({}, 'A', origin).grid).toBeNull();
  });
});
