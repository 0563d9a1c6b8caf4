// The tracks bound to the browser while signed in: the selected vessel's
// track read from the history and every vessel's recent trails asked of
// the vessel worker (before now, or before the replayed moment).
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { pl } from '../i18n/pl';
import { bandRgba } from '../chart/theme/liveColour';
import { TRACK_COLOURS } from '../chart/layers/track/trackSketch';
import { liveStore, vesselWorker } from '../live';
import { replayState } from '../replay/replayState';
import { resources } from '../resources';
import { chartPreferences } from '../store/preferences';
import { selection } from '../store/selection';
import { TrackFeed, type TrackWanted } from './trackFeed';
import { showTrack, trackSettings } from './trackState';
import { TrailsFeed } from './trailsFeed';

/** How often the feed looks at the selection and the moment. */
export const TRACK_FEED_TICK_MS = 500;

export const trackFeed = new TrackFeed({
  track: (mmsi, fromMs, toMs) => resources.history.track(mmsi, fromMs, toMs),
  show: showTrack,
  now: () => Date.now(),
  failed: () => toast.error(pl.tracks.loadFailed, { toastId: 'track-failed' }),
});

export const trailsFeed = new TrailsFeed({ request: (window) => vesselWorker.setTrails(window), now: () => Date.now() });

/** The track the console should show now (null: none). */
export function trackWanted(): TrackWanted | null {
  const id = selection.vesselId;
  const vessel = id === null ? undefined : liveStore.vessels.get(id);
  if (!vessel) return null;
  const replaying = replayState.active;
  const reportedMs = Date.parse(vessel.last_reported);
  return {
    mmsi: vessel.mmsi,
    durationMin: trackSettings.durationMin,
    endMs: replaying ? replayState.atMs : Date.now(),
    replaying,
    newest: replaying || !Number.isFinite(reportedMs) ? null : [reportedMs, vessel.latitude, vessel.longitude],
  };
}

/** Runs the track feed while `on` (signed in). */
export function useTrackFeed(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const tick = () => {
      trackFeed.update(trackWanted());
      trailsFeed.update({
        on: trackSettings.allTrails,
        endMs: replayState.active ? replayState.atMs : Date.now(),
        replaying: replayState.active,
        rgba: bandRgba(TRACK_COLOURS.trail, chartPreferences.value.ui_settings.theme),
      });
    };
    const timer = window.setInterval(tick, TRACK_FEED_TICK_MS);
    return () => {
      window.clearInterval(timer);
      trackFeed.update(null);
      trailsFeed.update({ on: false, endMs: 0, replaying: false, rgba: TRACK_COLOURS.trail });
    };
  }, [on]);
}
