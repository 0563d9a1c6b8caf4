// Measurement side of alerts.bench.mjs's `zones` part (run with tsx, so it
// calls the server's own rules): 20,000 built-in vessels (spread over 100
// bay-sized regions, or all in Gdańsk Bay), 200 zones drawn around vessels
// of the fleet (star-shaped outlines of 8 to 60 points, 0.3 to 2 NM across,
// every rule on, a quarter for tankers only), the traffic stepped 2 s
// between evaluations as the server's ticks see it; the zone watch and the
// anchor watch timed apart (wall time, and the zone watch's CPU time).
import { VesselTraffic } from '../src/server/live/vesselTraffic.ts';
import { NAV_STATUS_NAMES } from '../src/protocol/vessels.ts';
import { ZoneIndex } from '../src/server/zones/zoneIndex.ts';
import { ZoneWatch } from '../src/server/rules/zoneWatch.ts';
import { AnchorWatch } from '../src/server/rules/anchorWatch.ts';

const { vessels, perRegion, zones: zoneCount, runs } = JSON.parse(process.argv[2]);
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

const traffic = new VesselTraffic(vessels, 1, { perRegion });
traffic.step(60);
let clockMs = Date.UTC(2026, 10, 23, 10);
const asVessel = (v, i) => ({
  id: 8_388_608 + i,
  mmsi: String(v.mmsi),
  name: v.name,
  vessel_type: v.shipType,
  latitude: v.latDeg,
  longitude: v.lonDeg,
  speed: v.sogKn,
  course: v.cogDeg,
  heading: v.headingDeg,
  nav_status: NAV_STATUS_NAMES[v.navStatus] ?? 'NotDefined',
  draught: v.draughtM,
  to_bow: v.dims?.toBowM ?? null,
  to_stern: v.dims?.toSternM ?? null,
  to_port: v.dims?.toPortM ?? null,
  to_starboard: v.dims?.toStarboardM ?? null,
  last_reported: new Date(clockMs).toISOString(),
});
const heardNow = () => traffic.vessels().map((v, i) => ({ value: asVessel(v, i), heardMs: clockMs }));

const fleet = traffic.vessels();
const zones = Array.from({ length: zoneCount }, (_, id) => {
  const centre = fleet[Math.floor(random() * fleet.length)];
  const points = 8 + Math.floor(random() * 53);
  const radiusDeg = (0.15 + random() * 0.85) / 60;
  const polygon = Array.from({ length: points }, (_, k) => {
    const angle = (2 * Math.PI * k) / points;
    const r = radiusDeg * (0.6 + 0.4 * random());
    return [centre.latDeg + r * Math.sin(angle), centre.lonDeg + (r * Math.cos(angle)) / Math.cos((centre.latDeg * Math.PI) / 180)];
  });
  return {
    id: id + 1,
    name: `Strefa ${id + 1}`,
    polygon,
    rules: { entry: true, exit: true, speed_limit_kn: 12, no_anchoring: true },
    vessel_categories: id % 4 === 0 ? ['Tanker'] : null,
    created_at: '',
    updated_at: '',
    updated_by: null,
  };
});
const indexStarted = performance.now();
const index = new ZoneIndex(zones);
const indexMs = performance.now() - indexStarted;

const zoneWatch = new ZoneWatch();
const anchorWatch = new AnchorWatch();
const zoneMs = [];
const zoneCpuMs = [];
const anchorMs = [];
let findings = 0;
const inZones = new Set();
for (let run = 0; run < runs + 3; run += 1) {
  traffic.step(2);
  clockMs += 2000;
  const heard = heardNow();
  const a0 = performance.now();
  anchorWatch.observe(heard);
  const a1 = performance.now();
  const cpu = process.cpuUsage();
  const current = zoneWatch.observe(heard, zones, index, clockMs, (mmsi) => anchorWatch.anchored(mmsi));
  const a2 = performance.now();
  const used = process.cpuUsage(cpu);
  // The first evaluations learn the picture: not counted.
  if (run < 3) continue;
  anchorMs.push(a1 - a0);
  zoneMs.push(a2 - a1);
  zoneCpuMs.push((used.user + used.system) / 1000);
  findings = current.length;
  const found = [];
  for (const { value } of heard) {
    found.length = 0;
    index.containing(value.latitude, value.longitude, found);
    if (found.length > 0) inZones.add(value.mmsi);
  }
}
process.stdout.write(
  JSON.stringify({
    fleet: perRegion > 0 ? `${vessels} in ${Math.ceil(vessels / perRegion)} bay-sized regions` : `${vessels} in Gdańsk Bay`,
    zones: zoneCount,
    zonePoints: zones.reduce((n, z) => n + z.polygon.length, 0),
    vesselsInZones: inZones.size,
    findings,
    indexBuildMs: +indexMs.toFixed(2),
    zonesMedianMs: +percentile(zoneMs, 50).toFixed(2),
    zonesP99Ms: +percentile(zoneMs, 99).toFixed(2),
    zonesMaxMs: +Math.max(...zoneMs).toFixed(2),
    // The process's CPU time in the same calls: on a shared machine the wall time also counts waiting for a core.
    zonesCpuMedianMs: +percentile(zoneCpuMs, 50).toFixed(2),
    zonesCpuP99Ms: +percentile(zoneCpuMs, 99).toFixed(2),
    anchorWatchMedianMs: +percentile(anchorMs, 50).toFixed(2),
    evaluations: zoneMs.length,
  }),
);
