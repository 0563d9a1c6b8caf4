// The console's zones, bound to the browser: the zones stream while signed
// in (App.tsx starts and stops it with the other streams) into the state
// React, the chart and the labels read.
import { ZonesConnection } from './zonesConnection';
import { publishZones } from './zonesState';

export const zonesConnection = new ZonesConnection(
  {
    open: (url) => new WebSocket(url),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    location: window.location,
  },
  publishZones,
);

export { zoneChanged, zonesSource, zonesState } from './zonesState';
