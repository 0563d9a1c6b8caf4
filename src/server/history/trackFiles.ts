// A track as a file: GPX 1.1 (one track, a segment per stretch the vessel
// was heard without a gap over the vessel expiry; speed, course and heading
// in each point's extensions, in the file's own namespace) or CSV with a
// header row (comma-separated, times in ISO 8601 UTC and unix ms).
import type { TrackPoint } from '../../protocol/history';
import { VESSEL_EXPIRY_MS } from '../../protocol/vessels';

export type TrackFileFormat = 'gpx' | 'csv';

export const TRACK_FILE_TYPES: Record<TrackFileFormat, string> = {
  gpx: 'application/gpx+xml; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const TRAXIS_NS = 'urn:traxis:gpx-extensions:1';

const xmlText = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c).replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '');

const fixed = (value: number | null, digits: number): string => (value === null ? '' : value.toFixed(digits));

/** Splits points where the vessel went unheard for longer than the expiry. */
export function stretches(points: readonly TrackPoint[]): TrackPoint[][] {
  const out: TrackPoint[][] = [];
  let current: TrackPoint[] = [];
  for (const point of points) {
    const last = current.at(-1);
    if (last && point[0] - last[0] > VESSEL_EXPIRY_MS) {
      out.push(current);
      current = [];
    }
    current.push(point);
  }
  if (current.length > 0) out.push(current);
  return out;
}

export function trackGpx(mmsi: string, name: string, fromMs: number, toMs: number, points: readonly TrackPoint[]): string {
  const title = xmlText(name.trim() ? `${name.trim()} (${mmsi})` : mmsi);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="TRAXIS" xmlns="http://www.topografix.com/GPX/1/1" xmlns:traxis="${TRAXIS_NS}"`,
    '  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    `  <metadata><name>${title}</name><time>${new Date(toMs).toISOString()}</time></metadata>`,
    `  <trk><name>${title}</name><desc>MMSI ${mmsi}, ${new Date(fromMs).toISOString()} – ${new Date(toMs).toISOString()}</desc><type>AIS</type>`,
  ];
  for (const stretch of stretches(points)) {
    lines.push('    <trkseg>');
    for (const [tMs, lat, lon, speed, course, heading] of stretch) {
      const extensions = [
        speed === null ? '' : `<traxis:speed_kn>${fixed(speed, 1)}</traxis:speed_kn>`,
        course === null ? '' : `<traxis:course_deg>${fixed(course, 1)}</traxis:course_deg>`,
        heading === null ? '' : `<traxis:heading_deg>${fixed(heading, 0)}</traxis:heading_deg>`,
      ].join('');
      lines.push(
        `      <trkpt lat="${lat.toFixed(7)}" lon="${lon.toFixed(7)}"><time>${new Date(tMs).toISOString()}</time>${extensions ? `<extensions>${extensions}</extensions>` : ''}</trkpt>`,
      );
    }
    lines.push('    </trkseg>');
  }
  lines.push('  </trk>', '</gpx>', '');
  return lines.join('\n');
}

export const CSV_HEADER = 'time_utc,t_ms,latitude,longitude,speed_kn,course_deg,heading_deg';

export function trackCsv(points: readonly TrackPoint[]): string {
  const rows = points.map(([tMs, lat, lon, speed, course, heading]) =>
    [new Date(tMs).toISOString(), tMs, lat.toFixed(7), lon.toFixed(7), fixed(speed, 1), fixed(course, 1), fixed(heading, 0)].join(','),
  );
  return [CSV_HEADER, ...rows, ''].join('\r\n');
}

/** The file's name: traxis-track-<mmsi>-<from>-<to>.<ext> (times as yyyymmddThhmmssZ). */
export function trackFileName(mmsi: string, fromMs: number, toMs: number, format: TrackFileFormat): string {
  const stamp = (ms: number): string => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `traxis-track-${mmsi}-${stamp(fromMs)}-${stamp(toMs)}.${format}`;
}
