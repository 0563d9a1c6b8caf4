// The highlight rings' records: one per drawn alert vessel (and the
// selected one, last), each at its vessel's anchor with its reach.
import { describe, expect, it } from 'vitest';
import { RING_KIND, RING_RECORD_FLOATS, ringRecords } from './vesselHighlight';

const drawn = {
  ids: Uint32Array.from([1, 2, 3, 4]),
  anchors: Float32Array.from([10, 20, 30, 40, NaN, NaN, 50, 60]),
  hullReachM: Float32Array.from([100, 200, 300, 400]),
};

const rings = (records: Float32Array) => Array.from({ length: records.length / RING_RECORD_FLOATS }, (_, r) => Array.from(records.subarray(r * RING_RECORD_FLOATS, (r + 1) * RING_RECORD_FLOATS)));

describe('highlight rings', () => {
  it('rings each drawn alert vessel once and the selected one last, at their anchors', () => {
    // Vessel 3 is not drawn (no anchor), 9 not in the layer: rings for 2, 4 (alert) and 4 (selected).
    expect(rings(ringRecords(drawn, { selectedVesselId: 4, alertVesselIds: [2, 2, 3, 9, 4] }))).toEqual([
      [30, 40, 200, RING_KIND.alert],
      [50, 60, 400, RING_KIND.alert],
      [50, 60, 400, RING_KIND.selected],
    ]);
  });

  it('rings the selected vessel alone when no alert vessel is drawn', () => {
    expect(rings(ringRecords(drawn, { selectedVesselId: 1, alertVesselIds: [9] }))).toEqual([[10, 20, 100, RING_KIND.selected]]);
  });

  it('is empty when nothing highlighted is drawn', () => {
    expect(ringRecords(drawn, { selectedVesselId: null, alertVesselIds: [] })).toHaveLength(0);
    expect(ringRecords(drawn, { selectedVesselId: 3, alertVesselIds: [9] })).toHaveLength(0);
  });
});
