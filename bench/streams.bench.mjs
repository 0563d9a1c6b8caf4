// Streams benchmark: 20,000 built-in vessels (AIS encoded and decoded
// through the real pipeline, moving vessels reporting every 10 s) streamed to
// 50 WebSocket clients (bench/lib/streamLoad.mjs). Measures the delay from the
// AIS sentence entering the pipeline (the vessel's last_reported) to its
// delivery to a client, server CPU and memory (RSS) over the run. Goals: p99
// delay < 250 ms, memory flat after warm-up. Duration: TRAXIS_BENCH_STREAM_S
// (default 300 s).
import { measureStreams } from './lib/streamLoad.mjs';

export const name = 'Streams: 20,000 vessels to 50 WebSocket clients (delay, CPU, memory)';

export async function run() {
  return [await measureStreams({ durationS: Number(process.env.TRAXIS_BENCH_STREAM_S ?? 300) })];
}

/** The goals: p99 delay under 250 ms; memory flat after the warm-up (the second half's mean RSS within 10 % of the first half's). */
export function goals([row]) {
  return {
    p99Under250Ms: row && row.goalP99Under250Ms === 'met',
    memoryFlat: row && row.rssMbSecondHalf <= 1.1 * row.rssMbFirstHalf,
  };
}
