// The items' stored JSON: back exactly as written, a conflict alert in a
// fraction of its size, and an unknown dictionary refused.
import { describe, expect, it } from 'vitest';
import { builtInWarnings } from '../live/warnings';
import { decodeBody, encodeBody } from './bodyCodec';

describe('item bodies', () => {
  it('come back exactly, a conflict alert in under a third of its JSON', () => {
    const alert = JSON.stringify({
      id: 4711,
      kind: 'conflict',
      state: 'acknowledged',
      key: 'conflict:261004711:273123456',
      vessels: [
        { id: 9000001, mmsi: '261004711', name: 'ORLEN SPIRIT', latitude: 54.61, longitude: 18.71, speed: 11.2, course: 94.5 },
        { id: 9000002, mmsi: '273123456', name: 'NORD LINK', latitude: 54.62, longitude: 18.73, speed: 9.8, course: 275.1 },
      ],
      reason: 'Zbliżenie na 0,12 NM za 4,5 min (teraz 1,31 NM)',
      conflict: { cpa_nm: 0.12, tcpa_min: 4.5, range_nm: 1.31, cpa_positions: [[54.615, 18.72], [54.616, 18.721]], min_cpa_nm: 0.12, threshold_nm: 0.5, evaluated_at: '2025-06-01T10:00:02.000Z' },
      integrity: null,
      opened_at: '2025-06-01T09:58:00.000Z',
      acknowledged_at: '2025-06-01T09:59:10.000Z',
      acknowledged_by: 'operator',
      closed_at: null,
      close_reason: null,
      snoozed_until: null,
    });
    const stored = encodeBody(alert);
    expect(decodeBody(stored)).toBe(alert);
    expect(stored.length).toBeLessThan(alert.length / 3);
    for (const warning of builtInWarnings()) expect(decodeBody(encodeBody(JSON.stringify(warning)))).toBe(JSON.stringify(warning));
  });

  it('refuses a body of an unknown dictionary', () => {
    const stored = encodeBody('{"a":1}');
    stored[0] = 9;
    expect(() => decodeBody(stored)).toThrow('unknown dictionary 9');
  });
});
