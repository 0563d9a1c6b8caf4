// The one seam between the console's live streams and the replay: what the
// live layers (vessels, atons, stations, warnings), the cards, picking and
// the alerts panel show comes either from the streams or from a picture of
// the history. Everything downstream of the live store, the vessel worker
// and the open alerts is unchanged by a replay. A picture's vessels never
// reach the main thread: the vessel worker fetched it and keeps them.
import type { AlertsConnection } from '../alerts/alertsConnection';
import type { LiveConnection } from '../live/liveConnection';
import type { WorkerPicture } from '../live/worker/picturePipeline';

export interface FeedSwitch {
  /** Show this picture of the past instead of the streams. */
  show(picture: WorkerPicture): void;
  /** Back to the live streams. */
  live(): void;
}

export function feedSwitch(live: Pick<LiveConnection, 'showPicture' | 'showLive'>, alerts: Pick<AlertsConnection, 'showPicture' | 'showLive'>): FeedSwitch {
  return {
    show: (picture) => {
      live.showPicture(picture);
      alerts.showPicture(picture.json.alerts);
    },
    live: () => {
      live.showLive();
      alerts.showLive();
    },
  };
}
