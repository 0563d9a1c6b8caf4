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
