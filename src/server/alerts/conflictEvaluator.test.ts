// The conflict evaluator on its worker thread and in-process give the same answer.
import { afterAll, describe, expect, it } from 'vitest';
import { fleetBuffer, type ConflictTrack } from '../../wasm/conflict';
import { ConflictEvaluator } from './conflictEvaluator';

const track = (latDeg: number, cogDeg: number): ConflictTrack => ({
  latDeg,
  lonDeg: 18.8,
  sogKn: 10,
  cogDeg,
  headingDeg: null,
  ageS: 0,
  toBowM: null,
  toSternM: null,
  toPortM: null,
  toStarboardM: null,
  stationary: false,
});

const worker = new ConflictEvaluator({ onFallback: (reason) => console.error(reason) });
const inProcess = new ConflictEvaluator({ useWorker: false });
afterAll(async () => {
  await worker.close();
  await inProcess.close();
});

describe('ConflictEvaluator', () => {
  it('evaluates on its worker thread as in-process', async () => {
    const fleet = [track(54.6, 0), track(54.63, 180), track(54.7, 90)];
    const settings = { thresholdNm: 0.5, horizonMin: 20 };
    const a = await worker.evaluate(fleetBuffer(fleet), 3, [[0, 2]], settings);
    const b = await inProcess.evaluate(fleetBuffer(fleet), 3, [[0, 2]], settings);
    expect(a).toEqual(b);
    expect(a.opened.map((o) => [o.a, o.b])).toEqual([[0, 1]]);
    expect(a.reviewed[0]?.review).toBe('clear');
    expect(worker.stats.workerEvaluations).toBe(1);
    expect(inProcess.stats.inProcessEvaluations).toBe(1);
    await expect(worker.evaluate(fleetBuffer(fleet), 3, [[0, 7]], settings)).rejects.toThrow('open pair');
  });
});
