// What React reads of the alerts (valtio): the open alerts in the panel's
// order, the count of unacknowledged ones (the app menu's badge), whether
// the stream has answered; and the alert the chart shows (`alertFocus`, a
// version counter the chart's focus layer reads each frame).
import { proxy, ref } from 'valtio';
import type { Alert } from '../../protocol/alerts';
import { sortAlerts, unacknowledgedCount } from './alertList';
import { alertGeometry, type AlertGeometry } from './alertView';

export const alertsState = proxy({
  /** Open alerts, conflicts by TCPA then integrity newest first (a ref: replaced whole). */
  alerts: ref([] as Alert[]),
  unacknowledged: 0,
  /** True once the stream's first message arrived. */
  received: false,
  /** The alert shown on the chart, null: none. */
  focusId: null as number | null,
});

/** Read by the chart's alert focus layer each frame (never by React). */
export const alertFocus: { version: number; geometry: AlertGeometry | null } = { version: 0, geometry: null };

function showFocus(alert: Alert | undefined): void {
  const geometry = alert ? alertGeometry(alert) : null;
  const before = alertFocus.geometry;
  if (geometry === null && before === null) return;
  if (geometry && before && JSON.stringify(geometry) === JSON.stringify(before)) return;
  alertFocus.geometry = geometry;
  alertFocus.version += 1;
}

/** Publishes the open alerts (after each stream message or operator change). */
export function publishAlerts(open: readonly Alert[], received: boolean): void {
  const sorted = sortAlerts(open);
  alertsState.alerts = ref(sorted);
  alertsState.unacknowledged = unacknowledgedCount(sorted);
  alertsState.received = received;
  const focusId = alertsState.focusId;
  if (focusId === null) return;
  const focused = sorted.find((a) => a.id === focusId);
  if (!focused) alertsState.focusId = null;
  showFocus(focused);
}

/** Shows an alert on the chart (null: nothing). */
export function focusAlert(alert: Alert | null): void {
  alertsState.focusId = alert?.id ?? null;
  showFocus(alert ?? undefined);
}
