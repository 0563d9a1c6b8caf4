// The charts' load progress (the shell shows 'Ładowanie map: done/total')
// and the data attribution the chart must show (the coastline's ODbL),
// written only through the functions below (the shell binds the chart's
// reports to them: shell/chartOptions.ts).
import { proxy } from 'valtio';

export const chartLoad = proxy({ charts: 0, done: 0, total: 0 });

export const chartAttribution = proxy<{ text: string | null }>({ text: null });

/** The charts' load progress now. */
export function showChartLoad(progress: { charts: number; done: number; total: number }): void {
  Object.assign(chartLoad, progress);
}

/** The attribution to show (null: none). */
export function showChartAttribution(text: string | null): void {
  chartAttribution.text = text;
}
