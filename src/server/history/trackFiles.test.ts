// A track as a file: GPX with its names escaped and a segment per stretch
// heard without a gap over the vessel expiry; CSV with empty fields where
// the vessel did not say; the file's name.
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { TrackPoint } from '../../protocol/history';
import { CSV_HEADER, trackCsv, trackFileName, trackGpx } from './trackFiles';

const T0 = Date.UTC(2025, 4, 1, 12, 0, 0);
const POINTS: TrackPoint[] = [
  [T0, 54.5, 18.6, 10.2, 91.5, 92],
  [T0 + 10_000, 54.5001, 18.602, null, null, null],
  // Eleven minutes unheard: a new segment.
  [T0 + 11 * 60_000, 54.52, 18.7, 0, 0, 0],
];

describe('track files', () => {
  it('GPX: well-formed, names escaped, a segment per stretch, extensions where the vessel said', () => {
    const gpx = trackGpx('261000001', 'A&B <TUG>', T0, T0 + 3_600_000, POINTS);
    const segments: number[] = [];
    let names = '';
    let inName = false;
    let speeds = 0;
    const parser = new SaxesParser({ xmlns: true });
    parser.on('opentag', (tag) => {
      if (tag.local === 'trkseg') segments.push(0);
      if (tag.local === 'trkpt') segments[segments.length - 1] = (segments.at(-1) ?? 0) + 1;
      if (tag.local === 'speed_kn' && tag.uri === 'urn:traxis:gpx-extensions:1') speeds += 1;
      inName = tag.local === 'name';
    });
    parser.on('text', (text) => {
      if (inName) names += text;
    });
    parser.on('closetag', () => (inName = false));
    parser.write(gpx).close();
    expect(segments).toEqual([2, 1]);
    expect(names).toContain('A&B <TUG> (261000001)');
    expect(speeds).toBe(2);
  });

  it('CSV: a header row, one row a point, empty fields for what was not said', () => {
    const rows = trackCsv(POINTS).trim().split('\r\n');
    expect(rows[0]).toBe(CSV_HEADER);
    expect(rows[1]).toBe('2025-05-01T12:00:00.000Z,1746100800000,54.5000000,18.6000000,10.2,91.5,92');
    expect(rows[2]).toBe('2025-05-01T12:00:10.000Z,1746100810000,54.5001000,18.6020000,,,');
    expect(rows).toHaveLength(4);
  });

  it('names the file after the vessel and the window', () => {
    expect(trackFileName('261000001', T0, T0 + 3_600_000, 'gpx')).toBe('traxis-track-261000001-20250501T120000Z-20250501T130000Z.gpx');
  });
});
