// 'Ładowanie map: done/total' while charts load.
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import './chartStatus.css';
import { chartLoad } from '../store/chartLoad';

export function ChartProgress() {
  const load = useSnapshot(chartLoad);
  if (load.charts === 0) return null;
  return (
    <div className="chart-progress" role="status" data-testid="chart-progress">
      {pl.chart.loadingCharts(load.done, load.total)}
    </div>
  );
}
