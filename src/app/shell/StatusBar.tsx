// The bottom status bar: chart centre, cursor and display range. The texts
// follow the view once per animation frame, written straight into the DOM
// (a React render per frame of panning cost most of a pan's main thread).
import { useEffect, useRef } from 'react';
import type { GeoPoint } from '../../wasm/core';
import { useChart, type ChartViewInfo } from '../chart/chartHandle';
import { formatLat, formatLon, formatRangeNm } from '../format/coords';
import { pl } from '../i18n/pl';
import { setText } from './setText';
import './statusBar.css';

const position = (p: GeoPoint): string => `${formatLat(p.latDeg)} ${formatLon(p.lonDeg)}`;

export function StatusBar() {
  const chart = useChart();
  const centre = useRef<HTMLSpanElement>(null);
  const cursor = useRef<HTMLSpanElement>(null);
  const range = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!chart) return;
    const write = (info: ChartViewInfo) => {
      setText(centre.current, pl.status.centre(position(info.centre)));
      setText(cursor.current, pl.status.cursor(info.cursor ? position(info.cursor) : pl.status.noCursor));
      setText(range.current, pl.status.range(formatRangeNm(info.rangeNm)));
    };
    write(chart.viewInfo());
    return chart.onViewChange(write);
  }, [chart]);

  if (!chart) return null;
  return (
    <footer className="status-bar" data-testid="status-bar">
      <span ref={centre} data-testid="status-centre" />
      <span ref={cursor} data-testid="status-cursor" />
      <span ref={range} data-testid="status-range" />
    </footer>
  );
}
