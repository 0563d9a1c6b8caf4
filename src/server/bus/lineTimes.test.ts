import { describe, expect, it } from 'vitest';
import { LineTimes, lineRuns } from './lineTimes';

describe('AIS bus line times', () => {
  it('carries each run of lines with the time it was read', () => {
    const times = new LineTimes();
    times.note(0, 1000);
    times.note(2, 1000); // same time: no new run
    times.note(3, 1004);
    times.note(5, 1004);
    times.note(5, 1009); // the later time wins for lines from 5 on
    times.note(6, 1011);
    expect(times.firstMs).toBe(1000);
    expect(times.header()).toBe('3:4,5:9,6:11');
    const lines = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(lineRuns(lines, times.firstMs, times.header())).toEqual([
      { lines: ['a', 'b', 'c'], readMs: 1000 },
      { lines: ['d', 'e'], readMs: 1004 },
      { lines: ['f'], readMs: 1009 },
      { lines: ['g'], readMs: 1011 },
    ]);
  });

  it('reads every line at the first time without the header (older nodes) or with a malformed one', () => {
    const lines = ['a', 'b', 'c'];
    expect(lineRuns(lines, 5, undefined)).toEqual([{ lines, readMs: 5 }]);
    expect(lineRuns(lines, 5, '')).toEqual([{ lines, readMs: 5 }]);
    for (const bad of ['x:1', '2:1,1:2', '3:1', '0:4', '1:y']) expect(lineRuns(lines, 5, bad)).toEqual([{ lines, readMs: 5 }]);
  });
});
