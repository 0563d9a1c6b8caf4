// The app's live store, stream connection and vessel worker, bound to the browser.
import { emitPredictionStart, emitPredictionStop } from '../chart/chartEvents';
import { LiveConnection } from './liveConnection';
import { LiveStore } from './liveStore';
import { PickRouter } from './pickRouter';
import { PredictionController } from './predictionController';
import { VesselWorkerClient } from './vesselWorkerClient';
import { session } from '../session';
import { showTrails } from '../tracks/trackState';

export const liveStore = new LiveStore();

/** The vessels stream, fleet and vessel layer builds run in this worker. */
export const vesselWorker = new VesselWorkerClient(new Worker(new URL('./worker/vesselWorker.ts', import.meta.url), { type: 'module' }), liveStore, {
  token: () => session.accessToken,
  refreshToken: () => session.refresh(),
  onTrails: showTrails,
});

export const liveConnection = new LiveConnection(
  liveStore,
  {
    open: (url) => new WebSocket(url),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    location: window.location,
  },
  vesselWorker,
);

export const predictionController = new PredictionController(liveStore, {
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (timer) => window.clearInterval(timer as number),
});

export const pickRouter = new PickRouter(liveStore, predictionController, { started: emitPredictionStart, stopped: emitPredictionStop });
