// The map centre for the centre pin (spec section 2, "Sidings panel"): the
// panel listens to 'chart-latlon-update' and keeps its last centre; before
// the first event it asks the chart handle for the view.
import { useCallback, useEffect, useRef } from 'react';
import type { GeoPoint } from '../../../protocol/geo';
import { useChart } from '../../chart/chartHandle';
import { CHART_LATLON_UPDATE_EVENT, LATLON_KEYS, type LatLonUpdate } from '../../chart/chartEvents';

/** Returns a function giving the map centre now (null when neither the event nor the chart told it). */
export function useMapCentre(): () => GeoPoint | null {
  const chart = useChart();
  const last = useRef<GeoPoint | null>(null);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<LatLonUpdate>).detail;
      const latDeg = detail[LATLON_KEYS.centreLat];
      const lonDeg = detail[LATLON_KEYS.centreLon];
      if (Number.isFinite(latDeg) && Number.isFinite(lonDeg)) last.current = { latDeg, lonDeg };
    };
    window.addEventListener(CHART_LATLON_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(CHART_LATLON_UPDATE_EVENT, onUpdate);
  }, []);
  return useCallback(() => last.current ?? chart?.viewInfo().centre ?? null, [chart]);
}
