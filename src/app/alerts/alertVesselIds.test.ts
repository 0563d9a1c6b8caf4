import { describe, expect, it } from 'vitest';
import { alertVesselIds } from './alertVesselIds';

const alert = (...ids: (number | null)[]) => ({ vessels: ids.map((id) => ({ id })) }) as never;

describe('alert vessel ids', () => {
  it('lists the vessels of the alerts once, and keeps the last array while they are the same vessels', () => {
    const first = alertVesselIds([alert(1, 2), alert(3, null), alert(2, 3)], []);
    expect(first).toEqual([1, 2, 3]);
    expect(alertVesselIds([alert(3), alert(2, 1)], first)).toBe(first);
    const moved = alertVesselIds([alert(1, 2), alert(4)], first);
    expect(moved).toEqual([1, 2, 4]);
    expect(alertVesselIds([], moved)).toEqual([]);
  });
});
