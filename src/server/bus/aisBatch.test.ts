// Bus messages of AIS lines: one per turn, split when the lines were read
// AIS_BATCH_SPAN_MS apart or pass AIS_BATCH_BYTES, stamped with the first line's time.
import { describe, expect, it } from 'vitest';
import { AIS_BATCH_BYTES, AIS_BATCH_SPAN_MS, AisLineBatcher, type AisBatch } from './aisBatch';

describe('AisLineBatcher', () => {
  it('keeps lines read together in one batch until flushed, stamped when the first was read', () => {
    const sent: AisBatch[] = [];
    const batcher = new AisLineBatcher((batch) => sent.push(batch));
    expect(batcher.add(['a', 'b'], 1000)).toBe(true);
    expect(batcher.add(['c'], 1000 + AIS_BATCH_SPAN_MS - 1)).toBe(true);
    expect(sent).toEqual([]);
    batcher.flush();
    expect(sent).toEqual([{ lines: ['a', 'b', 'c'], readMs: 1000 }]);
    batcher.flush();
    expect(sent).toHaveLength(1);
    expect(batcher.add([], 2000)).toBe(false);
  });

  it('sends what waits before lines read AIS_BATCH_SPAN_MS later: no line is stamped more than that early', () => {
    const sent: AisBatch[] = [];
    const batcher = new AisLineBatcher((batch) => sent.push(batch));
    // A simulator encoding a step's reports over 7 ms in one turn.
    for (let ms = 0; ms <= 7; ms += 1) batcher.add([`line ${ms}`], 5000 + ms);
    batcher.flush();
    expect(sent.map((batch) => batch.readMs)).toEqual([5000, 5002, 5004, 5006]);
    expect(sent.flatMap((batch) => batch.lines)).toEqual(Array.from({ length: 8 }, (_, ms) => `line ${ms}`));
  });

  it('sends a batch once it passes AIS_BATCH_BYTES', () => {
    const sent: AisBatch[] = [];
    const batcher = new AisLineBatcher((batch) => sent.push(batch));
    const line = 'x'.repeat(1023);
    const perBatch = AIS_BATCH_BYTES / 1024;
    for (let i = 0; i < perBatch + 1; i += 1) batcher.add([line], 1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.lines).toHaveLength(perBatch);
  });
});
