// Worker thread of the conflict evaluator: the WASM core's conflict engine
// (reusable buffers, kept for the worker's life), so a large fleet never
// blocks the server's event loop. One message in, one out:
// EvaluationRequest -> { id, result } | { id, error }.
import { parentPort } from 'node:worker_threads';
import { ConflictEngine } from '../../wasm/conflict';
import type { EvaluationRequest } from './conflictEvaluator';

const engine = new ConflictEngine();

parentPort?.on('message', (request: EvaluationRequest) => {
  try {
    const pairs: [number, number][] = [];
    for (let i = 0; i + 1 < request.pairs.length; i += 2) pairs.push([request.pairs[i] ?? 0, request.pairs[i + 1] ?? 0]);
    const result = engine.evaluate(request.fleet, request.count, pairs, { thresholdNm: request.thresholdNm, horizonMin: request.horizonMin }, { maxOpened: request.maxOpened, reviewOnly: request.maxOpened === 0 });
    parentPort?.postMessage({ id: request.id, result });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});
