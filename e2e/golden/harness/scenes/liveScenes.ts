// The live layers' scenes, each made as startChart makes it (the layer
// kinds of layers/registry.ts, by id) over the scene's sources: vessels,
// trains, the prediction ghost, lightning, warnings' areas, the alert
// focus and the vessels' tracks.
import { LAYER_KINDS } from '../../../../src/app/chart/layers/registry';
import { LightningLayer } from '../../../../src/app/chart/layers/lightning/lightningLayer';
import { bandRgba } from '../../../../src/app/chart/theme/liveColour';
import { TRACK_COLOURS } from '../../../../src/app/chart/layers/track/trackSketch';
import { buildTrailBuffers } from '../../../../src/app/live/worker/trailBuild';
import type { TrackPoint } from '../../../../src/protocol/history';
import type { ChartSources } from '../../../../src/app/chart/sources';
import type { SceneBuilder, SceneContext } from '../stage';
import { GOLDEN_NOW_MS, goldenSpecialTargets, goldenStrikes, goldenTrains, goldenVessels, goldenWarnings, offsetNm } from './fixtures';
import { sceneSources } from './sources';

const centreOf = (ctx: SceneContext) => ({ latDeg: ctx.scene.latDeg, lonDeg: ctx.scene.lonDeg });

/** The registry's layer kind `id` over `sources`. */
function addKind(ctx: SceneContext, id: string, sources: ChartSources): void {
  const kind = LAYER_KINDS.find((k) => k.id === id);
  if (!kind) throw new Error(`no layer kind '${id}' in the registry`);
  ctx.add(kind.create(ctx.layers, sources));
}

/** The vessels scene's lost target: the fishing vessel, last heard long enough ago; its ringed ones: the selected and an alert's. */
const LOST_VESSEL = 1003;
const LOST_FOR_MS = 120_000;
const SELECTED_VESSEL = 1000;
const ALERT_VESSELS = [1001, 1007];

export const vesselsScene: SceneBuilder = async (ctx) => {
  const fleet = goldenVessels(centreOf(ctx)).map((v) => (v.id === LOST_VESSEL ? { ...v, receivedMs: GOLDEN_NOW_MS - LOST_FOR_MS } : v));
  // With an AIS-SART and a SAR aircraft (their own symbols).
  const vessels = [...fleet, ...goldenSpecialTargets(centreOf(ctx))];
  addKind(ctx, 'vessels', sceneSources(ctx.theme, { vessels, highlights: { selectedVesselId: SELECTED_VESSEL, alertVesselIds: ALERT_VESSELS } }));
};

export const trainsScene: SceneBuilder = async (ctx) => {
  const trains = goldenTrains(centreOf(ctx));
  addKind(ctx, 'trains', sceneSources(ctx.theme, { configure: (live) => live.replace('trains', trains) }));
};

export const ghostScene: SceneBuilder = async (ctx) => {
  const [vessel] = goldenVessels(centreOf(ctx));
  if (!vessel) return;
  // The ghost 0.3 NM ahead of the first vessel, turned 20 degrees.
  const ahead = offsetNm({ latDeg: vessel.latitude, lonDeg: vessel.longitude }, 0.21, 0.21);
  const sources = { ...sceneSources(ctx.theme, { configure: (live) => live.mergeVessels([vessel]) }), prediction: { ghost: { vesselId: vessel.id, ...ahead, courseDeg: 65 }, version: 1 } };
  addKind(ctx, 'ghost', sources);
};

export const lightningScene: SceneBuilder = async (ctx) => {
  const sources = sceneSources(ctx.theme);
  sources.lightning = { strikes: goldenStrikes(centreOf(ctx)), version: 1 };
  // The registry's kind reads the wall clock for the strikes' ages: made here with the scene's "now".
  ctx.add(new LightningLayer(ctx.layers, sources, () => GOLDEN_NOW_MS));
};

export const warningAreasScene: SceneBuilder = async (ctx) => {
  const warnings = goldenWarnings(centreOf(ctx));
  addKind(ctx, 'warnings', sceneSources(ctx.theme, { configure: (live) => live.replace('warnings', warnings) }));
};

export const alertFocusScene: SceneBuilder = async (ctx) => {
  const [a, b] = goldenVessels(centreOf(ctx));
  if (!a || !b) return;
  const sources = sceneSources(ctx.theme);
  const vessels = [a, b].map((v) => ({ latDeg: v.latitude, lonDeg: v.longitude }));
  const centre = centreOf(ctx);
  sources.alertFocus = { version: 1, geometry: { vessels, cpa: [offsetNm(centre, 0.02, -0.04), offsetNm(centre, 0.06, 0.04)], thresholdNm: 0.1 } };
  addKind(ctx, 'alert-focus', sources);
};

export const tracksScene: SceneBuilder = async (ctx) => {
  const centre = centreOf(ctx);
  const sources = sceneSources(ctx.theme);
  // A 30-minute track bending round the centre (a point a minute, 2-minute ticks) and two trails.
  const startMs = GOLDEN_NOW_MS - 30 * 60_000;
  const points = Array.from({ length: 31 }, (_, i) => {
    const at = offsetNm(centre, -0.35 + 0.02 * i, -0.3 + 0.2 * Math.sin(i / 6));
    return [startMs + i * 60_000, at.latDeg, at.lonDeg] as const;
  });
  const trails = [0, 1].map((k) => ({
    mmsi: String(261000000 + k),
    id: k + 1,
    name: '',
    points: Array.from({ length: 6 }, (_, i) => {
      const at = offsetNm(centre, 0.25 - 0.5 * k + 0.04 * i, 0.1 + 0.05 * i);
      return [startMs + i * 60_000, at.latDeg, at.lonDeg, null, null, null] as TrackPoint;
    }),
  }));
  const trailRgba = bandRgba(TRACK_COLOURS.trail, ctx.theme);
  sources.tracks = { version: 1, track: { points, tickEveryMs: 2 * 60_000 }, trails: buildTrailBuffers(trails, trailRgba, ctx.layers.origin, null) };
  addKind(ctx, 'tracks', sources);
};
