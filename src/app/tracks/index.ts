// The tracks bound to the browser: the selected vessel's track read from
// the history (around now, or the replayed moment) while signed in.
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { pl } from '../i18n/pl';
import { liveStore } from '../live';
import { replayState } from '../replay/replayState';
import { resources } from '../resources';
import { selection } from '../store/selection';
import { TrackFeed, type TrackWanted } from './trackFeed';
import { showTrack, trackSettings } from './trackState';

/** How often the feed looks at the selection and the moment. */
export const TRACK_FEED_TICK_MS = 500;

export const trackFeed = new TrackFeed({
  track: (mmsi, fromMs, toMs) => resources.history.track(mmsi, fromMs, toMs),
  show: showTrack,
  now: () => Date.now(),
  failed: () => toast.error(pl.tracks.loadFailed, { toastId: 'track-failed' }),
});

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
    const timer = window.setInterval(() => trackFeed.update(trackWanted()), TRACK_FEED_TICK_MS);
    return () => {
      window.clearInterval(timer);
      trackFeed.update(null);
    };
  }, [on]);
}
