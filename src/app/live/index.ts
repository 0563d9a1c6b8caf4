// The app's live store and stream connection, bound to the browser.
import { LiveConnection } from './liveConnection';
import { LiveStore } from './liveStore';
import { PickRouter } from './pickRouter';
import { PredictionController } from './predictionController';

export const liveStore = new LiveStore();

export const liveConnection = new LiveConnection(liveStore, {
  open: (url) => new WebSocket(url),
  setTimer: (fn, ms) => window.setTimeout(fn, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
  location: window.location,
});

export const predictionController = new PredictionController(liveStore, {
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (timer) => window.clearInterval(timer as number),
});

export const pickRouter = new PickRouter(liveStore, predictionController);
