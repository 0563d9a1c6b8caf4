// The replay bound to the browser: the history calls (the pictures through
// the vessel worker), the live streams' feed switch and the window's timers.
import { alertsConnection } from '../alerts';
import { liveConnection, vesselWorker } from '../live';
import { resources } from '../resources';
import { feedSwitch } from './feedSwitch';
import { ReplayController } from './replayController';

const feeds = feedSwitch(liveConnection, alertsConnection);

export const replayController = new ReplayController({
  range: () => resources.history.range(),
  picture: (atMs) => vesselWorker.picture(atMs),
  show: feeds.show,
  live: feeds.live,
  now: () => Date.now(),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (timer) => window.clearInterval(timer as number),
});

export { replayState } from './replayState';
