// The bottom status bar: chart centre, cursor and display range.
import { pl } from '../i18n/pl';
import { formatLat, formatLon, formatRangeNm } from '../format/coords';
import type { GeoPoint } from '../../wasm/core';
import './statusBar.css';

interface Props {
  centre: GeoPoint;
  cursor: GeoPoint | null;
  rangeNm: number;
}

const position = (p: GeoPoint): string => `${formatLat(p.latDeg)} ${formatLon(p.lonDeg)}`;

export function StatusBar({ centre, cursor, rangeNm }: Props) {
  return (
    <footer className="status-bar" data-testid="status-bar">
      <span data-testid="status-centre">{pl.status.centre(position(centre))}</span>
      <span data-testid="status-cursor">{pl.status.cursor(cursor ? position(cursor) : pl.status.noCursor)}</span>
      <span data-testid="status-range">{pl.status.range(formatRangeNm(rangeNm))}</span>
    </footer>
  );
}
