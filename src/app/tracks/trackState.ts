// The vessels' past tracks: the operator's choices (React reads them; the
// selected vessel's track length, the all-vessels toggle) and what the
// chart's track layer draws (a version counter it reads each frame) and,
// for React, the track shown (its ticks' time labels).
import { proxy, ref } from 'valtio';
import type { TrackDrawing, TrackSource } from '../chart/layers/track/trackSketch';

/** The track lengths offered in the vessel card (minutes); the first shown is DEFAULT_TRACK_MIN. */
export const TRACK_DURATIONS_MIN = [10, 30, 60, 180, 360, 720, 1440] as const;
export const DEFAULT_TRACK_MIN = 60;
/** The all-vessels toggle shows this much of each vessel's past. */
export const TRAILS_MIN = 10;

export const trackSettings = proxy({
  durationMin: DEFAULT_TRACK_MIN as number,
  allTrails: false,
});

export function setTrackDuration(minutes: number): void {
  trackSettings.durationMin = minutes;
}

export function toggleAllTrails(): void {
  trackSettings.allTrails = !trackSettings.allTrails;
}

/** Read by the chart's track layer each frame (never by React). */
export const trackDrawing: { version: number; track: TrackDrawing | null; trails: TrackSource['trails'] } = { version: 0, track: null, trails: null };

/** The same track for React (the tick labels over the chart, tracks/TrackTickLabels.tsx). */
export const trackShown = proxy<{ track: TrackDrawing | null }>({ track: null });

export function showTrack(track: TrackDrawing | null): void {
  if (track === null && trackDrawing.track === null) return;
  trackDrawing.track = track;
  trackDrawing.version += 1;
  trackShown.track = track && ref(track);
}

/** Every vessel's trails as the vessel worker built them (null: none). */
export function showTrails(trails: TrackSource['trails']): void {
  if (trails === null && trackDrawing.trails === null) return;
  trackDrawing.trails = trails;
  trackDrawing.version += 1;
}
