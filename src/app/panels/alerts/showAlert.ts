// A click on an alert: the chart shows it (both vessels highlighted, their
// CPA positions and the line between them: the alert focus layer) and flies
// there (the spec's animated pan), zoomed so that all of it fits the part of
// the chart the panel leaves visible, the CPA in the middle of that part.
import type { Alert } from '../../../protocol/alerts';
import { focusAlert } from '../../alerts/alertsState';
import { alertFit, alertGeometry } from '../../alerts/alertView';
import type { ChartHandle } from '../../chart/chartHandle';

/** Zoom out to the fitted range when the view is closer than this share of it. */
const TOO_CLOSE = 0.6;

/** `coveredRightPx`: how much of the chart's right side the panel covers. */
export async function showAlert(chart: ChartHandle | null, alert: Alert, coveredRightPx = 0): Promise<boolean> {
  focusAlert(alert);
  if (!chart) return false;
  const { widthPx, heightPx } = chart.viewInfo().view;
  const visibleWidthPx = Math.max(widthPx / 3, widthPx - coveredRightPx);
  const geometry = alertGeometry(alert);
  const fit = alertFit(geometry, visibleWidthPx / Math.max(1, heightPx));
  if (!fit) return false;
  await chart.flyTo(fit.centre, { maxRangeNm: fit.rangeNm });
  if (chart.viewInfo().rangeNm < fit.rangeNm * TOO_CLOSE) chart.setView(fit.centre, fit.rangeNm);
  // The fitted centre into the middle of the visible part (left of the panel).
  const shiftPx = (widthPx - visibleWidthPx) / 2;
  if (shiftPx > 0) chart.setView(chart.screenToGeo(widthPx / 2 + shiftPx, heightPx / 2));
  return true;
}
