// What the chart is started with: the app's live store, vessel worker,
// prediction ghost, layer visibility and preferences, the session's token,
// and where the charts' load progress goes (paced: loadProgressPacing.ts).
// The one place that binds the chart (which never imports these
// singletons) to the app.
import type { ChartOptions } from '../chart/startChart';
import { alertFocus } from '../alerts/alertsState';
import { liveStore, vesselWorker } from '../live';
import { prediction } from '../live/prediction';
import { session } from '../session';
import { chartAttribution, chartLoad } from '../store/chartLoad';
import { pacedProgress } from '../store/loadProgressPacing';
import { liveLayers } from '../store/layers';
import { chartPreferences } from '../store/preferences';
import { lightningStrikes } from '../tools/lightning/strikes';

export const chartOptions: ChartOptions = {
  sources: { live: liveStore, vesselWorker, prediction, visibility: liveLayers, preferences: chartPreferences, lightning: lightningStrikes, alertFocus },
  token: () => session.accessToken,
  onProgress: pacedProgress((p) => Object.assign(chartLoad, p)),
  onAttribution: (text) => {
    chartAttribution.text = text;
  },
};
