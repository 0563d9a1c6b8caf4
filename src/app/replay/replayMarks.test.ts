import { describe, expect, it } from 'vitest';
import { timelineMarks } from './replayMarks';

describe('timeline marks', () => {
  it('one mark a stretch with alerts, at its first alert, counting them; none outside the range', () => {
    const marks = [
      { t: 150, id: 2, kind: 'zone' as const },
      { t: 120, id: 1, kind: 'conflict' as const },
      { t: 990, id: 3, kind: 'integrity' as const },
      { t: 1_000, id: 4, kind: 'conflict' as const },
      { t: 5_000, id: 5, kind: 'conflict' as const },
    ];
    expect(timelineMarks(marks, 0, 1_000, 10)).toEqual([
      { t: 120, kind: 'conflict', count: 2, at: 0.12 },
      { t: 990, kind: 'integrity', count: 2, at: 0.99 },
    ]);
    expect(timelineMarks(marks, 0, 0)).toEqual([]);
  });

  it('never more marks than stretches', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ t: i, id: i, kind: 'conflict' as const }));
    expect(timelineMarks(many, 0, 10_000, 200)).toHaveLength(200);
  });
});
