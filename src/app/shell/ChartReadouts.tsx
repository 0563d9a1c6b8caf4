// The top-right CENTER / CURSOR readouts: 8 decimals with N/S and E/W, fed
// by the 'chart-latlon-update' event (zero coordinates are ignored). The
// texts are written straight into the DOM: no React render per event.
import { useEffect, useRef } from 'react';
import { CHART_LATLON_UPDATE_EVENT, LATLON_KEYS, hasPosition, type LatLonUpdate } from '../chart/chartEvents';
import { formatLat, formatLon } from '../format/coords';
import { pl } from '../i18n/pl';
import { setText } from './setText';
import './chartStatus.css';

const text = (lat: number, lon: number): string => `${formatLat(lat)} ${formatLon(lon)}`;

export function ChartReadouts() {
  const centre = useRef<HTMLSpanElement>(null);
  const cursor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const onUpdate = (e: Event) => {
      const d = (e as CustomEvent<LatLonUpdate>).detail;
      const [cLat, cLon] = [d[LATLON_KEYS.centreLat], d[LATLON_KEYS.centreLon]];
      const [kLat, kLon] = [d[LATLON_KEYS.cursorLat], d[LATLON_KEYS.cursorLon]];
      if (hasPosition(cLat, cLon)) setText(centre.current, text(cLat, cLon));
      if (hasPosition(kLat, kLon)) setText(cursor.current, text(kLat, kLon));
    };
    window.addEventListener(CHART_LATLON_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(CHART_LATLON_UPDATE_EVENT, onUpdate);
  }, []);
  return (
    <div className="chart-readouts" data-testid="chart-readouts">
      <div>
        <span className="chart-readouts__label">{pl.chart.readoutCentre}</span>
        <span ref={centre} data-testid="readout-centre">
          {pl.status.noCursor}
        </span>
      </div>
      <div>
        <span className="chart-readouts__label">{pl.chart.readoutCursor}</span>
        <span ref={cursor} data-testid="readout-cursor">
          {pl.status.noCursor}
        </span>
      </div>
    </div>
  );
}
