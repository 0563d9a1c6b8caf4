// Worker thread of the conflict evaluator: the WASM core's conflict engine
// (reusable buffers, kept for the worker's life), so a large fleet never
// blocks the server's event loop.
import { ConflictEngine } from '../../wasm/conflict';
import { serveRequests } from '../threads/serveRequests';
import { evaluateRequest, type EvaluationRequest } from './conflictEvaluator';

const engine = new ConflictEngine();

serveRequests((request: EvaluationRequest) => ({ answer: evaluateRequest(engine, request) }));
