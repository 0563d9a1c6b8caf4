// The chart's sources (src/app/chart/sources.ts) for one scene: the theme
// in the preferences, every live layer shown, the scene's data in a live
// store of its own, and a vessel worker that builds the fixed fleet's layer
// at once on the main thread with the worker's own build
// (buildPackedVesselLayer) and the radar echoes with the worker's
// buildRadarEchoes (fixed seeds).
import { DEFAULT_PREFERENCES, type Preferences, type Theme } from '../../../../src/protocol/preferences';
import type { GeoPoint } from '../../../../src/protocol/geo';
import type { ChartSources } from '../../../../src/app/chart/sources';
import { LiveStore } from '../../../../src/app/live/liveStore';
import type { LiveVessel } from '../../../../src/app/live/vesselTable';
import { buildPackedVesselLayer, buildRadarEchoes, NO_COAST, type PackedVesselLayer, type RadarView } from './appModules';
import { GOLDEN_NOW_MS } from './fixtures';

/** The seeds of the radar's echoes and clutter (the worker's echo seed is fixed, its clutter seed the build count). */
const RADAR_SEEDS = { echoes: 1, clutter: 1 } as const;

export function preferencesFor(theme: Theme): { readonly value: Preferences } {
  return { value: { ...DEFAULT_PREFERENCES, ui_settings: { ...DEFAULT_PREFERENCES.ui_settings, theme } } };
}

type VesselWorker = ChartSources['vesselWorker'];

/** A vessel worker over a fixed fleet: one layer, built when the chart first asks for one (after its first frame gave the area). */
export function fixedVesselWorker(vessels: readonly LiveVessel[]): VesselWorker {
  let built: PackedVesselLayer | null = null;
  let taken = false;
  let echoes: Float32Array | null = null;
  return {
    setLayerOptions: (o) => {
      if (built || !o.visible) return;
      // As the worker does: only the vessels in the area around the view.
      const [w, s, e, n] = o.area ?? [-180, -90, 180, 90];
      const inArea = vessels.filter((v) => v.longitude >= w && v.longitude <= e && v.latitude >= s && v.latitude <= n);
      built = buildPackedVesselLayer(inArea, inArea.length, { origin: o.origin, vectorLengthMin: o.vectorLengthMin, alphaScale: 1, pickable: true });
    },
    get pendingSinceMs() {
      return built && !taken ? GOLDEN_NOW_MS : null;
    },
    takeLayer: () => {
      if (!built || taken) return null;
      taken = true;
      return { buildId: 1, layer: built };
    },
    uploaded: () => undefined,
    messageMs: 0,
    setRadar: (view: RadarView | null, origin: GeoPoint) => {
      echoes = view ? buildRadarEchoes(vessels, view, NO_COAST, origin, RADAR_SEEDS.echoes, RADAR_SEEDS.clutter) : null;
    },
    takeRadarEchoes: () => {
      const taken = echoes;
      echoes = null;
      return taken;
    },
  };
}

export interface SceneData {
  vessels?: readonly LiveVessel[];
  configure?: (live: LiveStore) => void;
}

export function sceneSources(theme: Theme, data: SceneData = {}): ChartSources {
  const live = new LiveStore(() => GOLDEN_NOW_MS);
  data.configure?.(live);
  return {
    live,
    vesselWorker: fixedVesselWorker(data.vessels ?? []),
    prediction: { ghost: null, version: 0 },
    visibility: { trains: true, atons: true, vessels: true },
    lightning: { strikes: [], version: 0 },
    preferences: preferencesFor(theme),
    alertFocus: { version: 0, geometry: null },
  };
}
