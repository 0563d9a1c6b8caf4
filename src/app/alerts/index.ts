// The console's alerts, bound to the browser: the alerts stream while
// signed in (App.tsx starts and stops it with the live streams), the state
// React reads, a warning toast per new conflict (a click on it opens the
// 'Zagrożenia' panel on that alert).
import { toast } from 'react-toastify';
import type { Alert } from '../../protocol/alerts';
import { ALERTS_PANEL } from '../panels/panelIds';
import { openPanel } from '../store/ui';
import { AlertsConnection } from './alertsConnection';
import { alertsState, focusAlert, publishAlerts } from './alertsState';
import { alertToasts } from './alertToasts';

export const alertsConnection: AlertsConnection = new AlertsConnection(
  {
    open: (url) => new WebSocket(url),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    location: window.location,
  },
  (announce) => {
    publishAlerts(alertsConnection.open.list(), alertsConnection.received);
    for (const t of alertToasts(announce)) {
      toast.warning(t.text, {
        toastId: t.id,
        onClick: () => {
          openPanel(ALERTS_PANEL);
          const alert = t.alertId === null ? undefined : alertsConnection.open.get(t.alertId);
          if (alert) focusAlert(alert);
        },
      });
    }
  },
);

/** Shows an operator's change (the server's answer) at once. */
export function alertChanged(alert: Alert): void {
  alertsConnection.update(alert);
}

export { alertsState, focusAlert };
