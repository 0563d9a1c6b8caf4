// Measurement side of alerts.bench.mjs (run with --experimental-wasm-modules
// and tsx, so it calls the server's own wrapper src/wasm/conflict.ts): one
// fleet of the built-in traffic, evaluated through the grid and by brute
// force in the same process, interleaved, medians.
import { ConflictEngine, TRACK_STRIDE, writeTrack } from '../src/wasm/conflict.ts';
import { VesselTraffic } from '../src/server/live/vesselTraffic.ts';

const { vessels, perRegion, gridRuns, bruteRuns } = JSON.parse(process.argv[2]);
const settings = { thresholdNm: 0.5, horizonMin: 20 };
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const traffic = new VesselTraffic(vessels, 1, { perRegion });
traffic.step(60);
const fleet = traffic.vessels();
const buffer = new Float64Array(fleet.length * TRACK_STRIDE);
fleet.forEach((v, i) =>
  writeTrack(buffer, i, {
    latDeg: v.latDeg,
    lonDeg: v.lonDeg,
    sogKn: v.sogKn,
    cogDeg: v.cogDeg,
    headingDeg: v.headingDeg,
    ageS: (i % 10) + 0.5,
    toBowM: v.dims?.toBowM ?? null,
    toSternM: v.dims?.toSternM ?? null,
    toPortM: v.dims?.toPortM ?? null,
    toStarboardM: v.dims?.toStarboardM ?? null,
    // As the server marks them (conflictSync.ts): anchored, moored, below the 0.5 kn default.
    stationary: v.navStatus === 1 || v.navStatus === 5 || v.sogKn < 0.5,
  }),
);
const engine = new ConflictEngine();
const time = (task) => {
  const t0 = performance.now();
  const result = task();
  return { ms: performance.now() - t0, result };
};
// Warm-up, and the pairs that stay open in the steady state.
const first = engine.evaluate(buffer, fleet.length, [], settings);
const open = first.opened.slice(0, 500).map((o) => [o.a, o.b]);
const grid = [];
const steady = [];
const brute = [];
for (let r = 0; r < Math.max(gridRuns, bruteRuns); r += 1) {
  if (r < gridRuns) grid.push(time(() => engine.evaluate(buffer, fleet.length, [], settings)).ms);
  if (r < gridRuns) steady.push(time(() => engine.evaluate(buffer, fleet.length, open, settings, { maxOpened: 500 })).ms);
  if (r < bruteRuns) brute.push(time(() => engine.evaluate(buffer, fleet.length, [], settings, { bruteForce: true })).ms);
}
const check = engine.evaluate(buffer, fleet.length, [], settings, { bruteForce: true });
const all = (fleet.length * (fleet.length - 1)) / 2;
process.stdout.write(
  JSON.stringify({
    fleet: perRegion > 0 ? `${vessels} in ${Math.ceil(vessels / perRegion)} bay-sized regions` : `${vessels} in Gdańsk Bay`,
    conflicts: first.openedTotal,
    sameAsBruteForce: check.openedTotal === first.openedTotal,
    gridTestedPairs: first.testedPairs,
    testedShareOfAllPairs: +(first.testedPairs / all).toFixed(5),
    gridMedianMs: +median(grid).toFixed(2),
    steadyMedianMs: +median(steady).toFixed(2),
    bruteForceMedianMs: +median(brute).toFixed(1),
    ratioToBruteForce: +(median(grid) / median(brute)).toFixed(4),
  }),
);
