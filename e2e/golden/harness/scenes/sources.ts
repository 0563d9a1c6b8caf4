// The chart's sources (src/app/chart/sources.ts) for one scene: the theme
// in the preferences, every live layer shown, the scene's data in a live
// store of its own, and a vessel layer source that builds the fixed fleet's
// layer at once on the main thread with the vessel worker's own build
// (buildPackedVesselLayer); and the tools' sources, whose radar echoes are
// the worker's buildRadarEchoes (fixed seeds).
import { DEFAULT_PREFERENCES, type Preferences, type Theme } from '../../../../src/protocol/preferences';
import type { GeoPoint } from '../../../../src/protocol/geo';
import type { ChartSources } from '../../../../src/app/chart/sources';
import { LiveStore } from '../../../../src/app/live/liveStore';
import type { LiveVessel } from '../../../../src/app/live/vesselTable';
import type { PackedVesselLayer, VesselLayerSource } from '../../../../src/app/chart/layers/vessels/vesselSource';
import { buildPackedVesselLayer, buildRadarEchoes, NO_COAST, type RadarView, type ToolSources } from './appModules';
import { GOLDEN_NOW_MS } from './fixtures';

/** The seeds of the radar's echoes and clutter (the worker's echo seed is fixed, its clutter seed the build count). */
const RADAR_SEEDS = { echoes: 1, clutter: 1 } as const;

export function preferencesFor(theme: Theme): { readonly value: Preferences } {
  return { value: { ...DEFAULT_PREFERENCES, ui_settings: { ...DEFAULT_PREFERENCES.ui_settings, theme } } };
}

/** A vessel layer source over a fixed fleet: one layer, built when the chart first asks for one (after its first frame gave the area). */
export function fixedVesselLayer(vessels: readonly LiveVessel[]): VesselLayerSource {
  let built: PackedVesselLayer | null = null;
  let taken = false;
  return {
    setLayerOptions: (o) => {
      if (built || !o.visible) return;
      // As the worker does: only the vessels in the area around the view, each with the symbols its scales show.
      const [w, s, e, n] = o.area ?? [-180, -90, 180, 90];
      const inArea = vessels.filter((v) => v.longitude >= w && v.longitude <= e && v.latitude >= s && v.latitude <= n);
      built = buildPackedVesselLayer(inArea, inArea.length, { origin: o.origin, vectorLengthMin: o.vectorLengthMin, pickable: true, outlineOnly: false, drawnScalesPxPerM: o.drawnScalesPxPerM ?? undefined, stationaryShrunk: o.stationaryShrunk }, GOLDEN_NOW_MS);
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
  };
}

/** What the tools read of the app: the radar's echoes of a fixed fleet (built at once when asked), the theme. */
export function toolSources(theme: Theme, vessels: readonly LiveVessel[] = []): ToolSources {
  let echoes: Float32Array | null = null;
  return {
    vesselWorker: {
      setRadar: (view: RadarView | null, origin: GeoPoint) => {
        echoes = view ? buildRadarEchoes(vessels, view, NO_COAST, origin, RADAR_SEEDS.echoes, RADAR_SEEDS.clutter) : null;
      },
      takeRadarEchoes: () => {
        const taken = echoes;
        echoes = null;
        return taken;
      },
    },
    preferences: preferencesFor(theme),
  };
}

export interface SceneData {
  vessels?: readonly LiveVessel[];
  /** The vessels ringed as selected and as of open alerts. */
  highlights?: { selectedVesselId: number | null; alertVesselIds: readonly number[] };
  configure?: (live: LiveStore) => void;
}

export function sceneSources(theme: Theme, data: SceneData = {}): ChartSources {
  const live = new LiveStore(() => GOLDEN_NOW_MS);
  data.configure?.(live);
  return {
    live,
    vesselLayer: fixedVesselLayer(data.vessels ?? []),
    prediction: { ghost: null, version: 0 },
    visibility: { trains: true, vessels: true },
    lightning: { strikes: [], version: 0 },
    preferences: preferencesFor(theme),
    alertFocus: { version: 0, geometry: null },
    vesselHighlights: data.highlights ?? { selectedVesselId: null, alertVesselIds: [] },
    zones: { version: 0, zones: [], draft: null },
    tracks: { version: 0, track: null, trails: null },
  };
}
