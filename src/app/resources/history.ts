// The time machine's calls (protocol/history.ts): the kept range with the
// alert marks, a vessel's track and its files (GPX, CSV) for download. The
// whole picture at a moment is fetched by the vessel worker
// (live/worker/picturePipeline.ts).
import {
  HISTORY_RANGE_PATH,
  HISTORY_TRACK_CSV_PATH,
  HISTORY_TRACK_GPX_PATH,
  HISTORY_TRACK_PATH,
  type HistoryRange,
  type HistoryTrack,
} from '../../protocol/history';
import type { Api, CallOptions } from './crud';

export type TrackFileFormat = 'gpx' | 'csv';

const iso = (ms: number): string => new Date(ms).toISOString();
const trackQuery = (mmsi: string, fromMs: number, toMs: number): string =>
  `?mmsi=${encodeURIComponent(mmsi)}&from=${encodeURIComponent(iso(fromMs))}&to=${encodeURIComponent(iso(toMs))}`;

export function historyClient(api: Api) {
  return {
    range: (options: CallOptions = {}) => api<HistoryRange>(HISTORY_RANGE_PATH, { signal: options.signal }),
    track: (mmsi: string, fromMs: number, toMs: number, options: CallOptions = {}) =>
      api<HistoryTrack>(`${HISTORY_TRACK_PATH}${trackQuery(mmsi, fromMs, toMs)}`, { signal: options.signal }),
    /** The track as a file's text (signed in like every call, so not a plain link). */
    trackFile: (format: TrackFileFormat, mmsi: string, fromMs: number, toMs: number) =>
      api<string>(`${format === 'gpx' ? HISTORY_TRACK_GPX_PATH : HISTORY_TRACK_CSV_PATH}${trackQuery(mmsi, fromMs, toMs)}`, { responseType: 'text' as 'json' }),
  };
}
export type HistoryClient = ReturnType<typeof historyClient>;
