// The vessel card's track row: the track's length (10 min to 24 h) and
// the export buttons 'GPX' and 'CSV' (the same window as drawn: before now,
// or before the replayed moment), downloaded as files.
import { useId } from 'react';
import { toast } from 'react-toastify';
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import { replayState } from '../replay/replayState';
import { resources } from '../resources';
import type { TrackFileFormat } from '../resources/history';
import { setTrackDuration, TRACK_DURATIONS_MIN, trackSettings } from './trackState';
import './tracks.css';

/** The downloaded file's name: traxis-track-<mmsi>-<from>.<format>. */
export function trackFileName(mmsi: string, fromMs: number, format: TrackFileFormat): string {
  const stamp = new Date(fromMs).toISOString().slice(0, 16).replace(/[-:]/g, '');
  return `traxis-track-${mmsi}-${stamp}.${format}`;
}

async function download(format: TrackFileFormat, mmsi: string, fromMs: number, toMs: number): Promise<void> {
  try {
    const text = await resources.history.trackFile(format, mmsi, fromMs, toMs);
    const type = format === 'gpx' ? 'application/gpx+xml' : 'text/csv';
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = trackFileName(mmsi, fromMs, format);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    toast.error(pl.tracks.exportFailed, { toastId: 'track-export-failed' });
  }
}

/** The drawn track's window: the chosen length before now, or before the replayed moment. */
function exportSpan(): readonly [number, number] {
  const toMs = replayState.active ? replayState.atMs : Date.now();
  return [toMs - trackSettings.durationMin * 60_000, toMs];
}

export function TrackControls({ mmsi }: { mmsi: string }) {
  const settings = useSnapshot(trackSettings);
  const id = useId();
  return (
    <div className="track-controls">
      <label htmlFor={id} className="track-controls__label">
        {pl.tracks.duration}
      </label>
      <select id={id} value={settings.durationMin} onChange={(event) => setTrackDuration(Number(event.target.value))}>
        {TRACK_DURATIONS_MIN.map((minutes) => (
          <option key={minutes} value={minutes}>
            {pl.tracks.durations[minutes]}
          </option>
        ))}
      </select>
      {(['gpx', 'csv'] as const).map((format) => (
        <button
          key={format}
          type="button"
          className="track-controls__export"
          title={format === 'gpx' ? pl.tracks.exportGpxTitle : pl.tracks.exportCsvTitle}
          onClick={() => void download(format, mmsi, ...exportSpan())}
        >
          {format === 'gpx' ? pl.tracks.exportGpx : pl.tracks.exportCsv}
        </button>
      ))}
    </div>
  );
}
