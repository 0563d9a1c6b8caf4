// The charts of the sign-in session (spec section 4): on sign-in the chart
// detaches every map, the preferences load, then the visible maps attach;
// a preference change re-attaches what it affects; on sign-out the maps
// detach, the preferences return to the defaults and every tool goes off.
import { useEffect } from 'react';
import { subscribe } from 'valtio';
import type { ChartHandle } from '../chart/chartHandle';
import { resources } from '../resources';
import { chartPreferences, fetchPreferences, resetChartPreferences, updateChartPreferences } from '../store/preferences';
import { resetTools } from '../store/tools';

export function useChartSession(chart: ChartHandle | null, signedIn: boolean): void {
  useEffect(() => {
    if (!chart) return;
    if (!signedIn) {
      chart.maps.signOut();
      resetChartPreferences();
      resetTools();
      return;
    }
    let cancelled = false;
    chart.maps.detachAll();
    void fetchPreferences(() => resources.preferences.get()).then((prefs) => {
      if (cancelled) return;
      chart.maps.attachVisible(prefs);
      updateChartPreferences(prefs);
    });
    const unsubscribe = subscribe(chartPreferences, () => {
      if (chartPreferences.loaded) chart.maps.preferencesChanged(chartPreferences.value);
    });
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [chart, signedIn]);
}
