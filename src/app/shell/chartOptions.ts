// What the chart is started with: the app's live store, vessel worker,
// prediction ghost, layer visibility and preferences, the tools and their
// store, the session's token, and where the charts' load progress goes
// (paced: loadProgressPacing.ts). The one place that binds the chart
// (which imports nothing of the app) to the app.
import { subscribe } from 'valtio';
import type { ChartOptions } from '../chart/startChart';
import { alertFocus, alertsState } from '../alerts/alertsState';
import { alertVesselIds } from '../alerts/alertVesselIds';
import { liveStore, vesselWorker } from '../live';
import { prediction } from '../live/prediction';
import { session } from '../session';
import { showChartAttribution, showChartLoad } from '../store/chartLoad';
import { pacedProgress } from '../store/loadProgressPacing';
import { liveLayers } from '../store/layers';
import { chartPreferences } from '../store/preferences';
import { selection } from '../store/selection';
import { setToolOn, toolsState } from '../store/tools';
import { lightningStrikes } from '../tools/lightning/strikes';
import { trackDrawing } from '../tracks/trackState';
import { chartToolFactories } from '../tools/registry';
import { zonesSource } from '../zones/zonesState';

/** The vessels the chart rings: the one whose card is open, those of open alerts (alertVesselIds.ts). */
let alertIds: { of: unknown; ids: readonly number[] } = { of: null, ids: [] };
const vesselHighlights = {
  get selectedVesselId() {
    return selection.vesselId;
  },
  get alertVesselIds() {
    const alerts = alertsState.alerts;
    if (alertIds.of !== alerts) alertIds = { of: alerts, ids: alertVesselIds(alerts, alertIds.ids) };
    return alertIds.ids;
  },
};

export const chartOptions: ChartOptions = {
  sources: { live: liveStore, vesselLayer: vesselWorker, prediction, visibility: liveLayers, preferences: chartPreferences, lightning: lightningStrikes, alertFocus, vesselHighlights, zones: zonesSource, tracks: trackDrawing },
  tools: {
    factories: chartToolFactories({ vesselWorker, preferences: chartPreferences }),
    on: () => toolsState.on,
    setOn: setToolOn,
    subscribe: (fn) => subscribe(toolsState, fn),
  },
  token: () => session.accessToken,
  onProgress: pacedProgress(showChartLoad),
  onAttribution: showChartAttribution,
};
