// The top-right CENTER / CURSOR readouts: 8 decimals with N/S and E/W, fed
// by the 'chart-latlon-update' event (zero coordinates are ignored).
import { useEffect, useState } from 'react';
import { pl } from '../i18n/pl';
import { formatLat, formatLon } from '../format/coords';
import { CHART_LATLON_UPDATE_EVENT, LATLON_KEYS, hasPosition, type LatLonUpdate } from './chartEvents';

type Pos = { lat: number; lon: number } | null;

const text = (p: Pos): string => (p ? `${formatLat(p.lat)} ${formatLon(p.lon)}` : pl.status.noCursor);

export function ChartReadouts() {
  const [centre, setCentre] = useState<Pos>(null);
  const [cursor, setCursor] = useState<Pos>(null);
  useEffect(() => {
    const onUpdate = (e: Event) => {
      const d = (e as CustomEvent<LatLonUpdate>).detail;
      const c = { lat: d[LATLON_KEYS.centreLat], lon: d[LATLON_KEYS.centreLon] };
      const k = { lat: d[LATLON_KEYS.cursorLat], lon: d[LATLON_KEYS.cursorLon] };
      if (hasPosition(c.lat, c.lon)) setCentre(c);
      if (hasPosition(k.lat, k.lon)) setCursor(k);
    };
    window.addEventListener(CHART_LATLON_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(CHART_LATLON_UPDATE_EVENT, onUpdate);
  }, []);
  return (
    <div className="chart-readouts" data-testid="chart-readouts">
      <div>
        <span className="chart-readouts__label">{pl.chart.readoutCentre}</span>
        <span data-testid="readout-centre">{text(centre)}</span>
      </div>
      <div>
        <span className="chart-readouts__label">{pl.chart.readoutCursor}</span>
        <span data-testid="readout-cursor">{text(cursor)}</span>
      </div>
    </div>
  );
}
