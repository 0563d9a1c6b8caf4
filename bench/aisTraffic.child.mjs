// Child of aisTraffic.bench.mjs (run with tsx): the vessel feed's report
// path for the built-in traffic (src/server/live/vesselFeed.ts `simulate`).
import { AisEncoder, AisPipeline, VesselTracker } from '../src/server/ais/index.ts';
import { reportMessages } from '../src/server/live/vesselFeed.ts';
import { VesselTraffic } from '../src/server/live/vesselTraffic.ts';

const VESSELS = Number(process.env.TRAXIS_BENCH_VESSELS ?? 20_000);
/** The feed's step (vesselFeed.ts simStepMs default). */
const STEP_S = 0.2;
const RUN_S = 60;

const traffic = new VesselTraffic(VESSELS, 1);
const pipeline = new AisPipeline();
const tracker = new VesselTracker();
tracker.attach(pipeline);
const encoder = new AisEncoder();

/** `seconds` of traffic; returns the messages reported. */
function simulate(seconds) {
  let messages = 0;
  for (let s = 0; s < seconds / STEP_S; s += 1) {
    const { positions, statics } = traffic.step(STEP_S);
    const now = new Date();
    const sent = reportMessages(statics, positions, now);
    for (const message of sent) pipeline.pushAll(encoder.encode(message));
    messages += sent.length;
  }
  return messages;
}

simulate(RUN_S);
const rows = [];
for (let run = 1; run <= 3; run += 1) {
  const before = process.cpuUsage();
  const messages = simulate(RUN_S);
  const used = process.cpuUsage(before);
  const cpuMs = (used.user + used.system) / 1000;
  rows.push({ run, vessels: VESSELS, trafficS: RUN_S, messages, cpuMs: Math.round(cpuMs), usPerMessage: +((cpuMs * 1000) / messages).toFixed(1), coreShare: +(cpuMs / (RUN_S * 1000)).toFixed(3) });
}
const { errors } = pipeline.stats();
const failed = Object.entries(errors).filter(([, n]) => n > 0);
if (failed.length > 0) throw new Error(`the pipeline refused reports: ${JSON.stringify(errors)}`);
process.stdout.write(JSON.stringify(rows));
