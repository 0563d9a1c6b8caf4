// 'Ładowanie map: done/total' while charts load. It shows in a slot that
// is always there on a compositing layer of its own, so its coming, its
// counts and its going repaint that layer alone, not the page under it (at
// a 4x throttled CPU the page's repaint made a long task of a cell's attach).
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import './chartStatus.css';
import { chartLoad } from '../store/chartLoad';

export function ChartProgress() {
  const load = useSnapshot(chartLoad);
  return (
    <div className="chart-progress-slot">
      {load.charts > 0 && (
        <div className="chart-progress" role="status" data-testid="chart-progress">
          {pl.chart.loadingCharts(load.done, load.total)}
        </div>
      )}
    </div>
  );
}
