// The API clients bound to the app's session (bearer token, refresh on 401).
import { api, session } from '../session';
import { alertsClient } from './alerts';
import { atonsClient } from './atons';
import { blacklistClient } from './blacklist';
import { camerasClient } from './cameras';
import { healthClient } from './health';
import { historyClient } from './history';
import { mapsClient } from './maps';
import { preferencesClient } from './preferences';
import { sidingsClient } from './sidings';
import { symbolsClient } from './symbols';
import { trainsClient } from './trains';
import { lightningClient } from './lightning';
import { createUploader } from './upload';
import { vesselsClient } from './vessels';
import { weatherClient } from './weather';
import { zonesClient } from './zones';
import { aisSafetyClient } from './aisSafety';

const upload = createUploader(session);

export const resources = {
  trains: trainsClient(api),
  sidings: sidingsClient(api),
  atons: atonsClient(api),
  cameras: camerasClient(api),
  vessels: vesselsClient(api),
  blacklist: blacklistClient(api),
  lightning: lightningClient(api),
  preferences: preferencesClient(api),
  maps: mapsClient(api, upload),
  symbols: symbolsClient(api, upload),
  health: healthClient(api),
  weather: weatherClient(api),
  alerts: alertsClient(api),
  zones: zonesClient(api),
  aisSafety: aisSafetyClient(api),
  history: historyClient(api),
};

export type Resources = typeof resources;
export { useMutation, useResource } from './useResource';
