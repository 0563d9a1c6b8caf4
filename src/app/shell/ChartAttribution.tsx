// The chart's data attribution (the coastline's ODbL asks for
// '© OpenStreetMap contributors'), bottom right above the status bar, while
// the chart shows that data.
import { useSnapshot } from 'valtio';
import { chartAttribution } from '../store/chartLoad';
import './chartStatus.css';

export function ChartAttribution() {
  const { text } = useSnapshot(chartAttribution);
  if (!text) return null;
  return (
    <div className="chart-attribution" data-testid="chart-attribution">
      {text}
    </div>
  );
}
