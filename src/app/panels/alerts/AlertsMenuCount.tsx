// The count of unacknowledged alerts beside the app menu's button (and
// beside the 'Zagrożenia' entry): hidden from the accessible tree (the
// button stays 'Menu'), told by its title; nothing when there are none.
import { useSnapshot } from 'valtio';
import { alertsState } from '../../alerts/alertsState';
import { pl } from '../../i18n/pl';
import './alerts.css';

export function AlertsMenuCount() {
  const { unacknowledged } = useSnapshot(alertsState);
  if (unacknowledged === 0) return null;
  return (
    <span className="menu-count" data-testid="menu-alert-count" title={pl.alertsPanel.menuCount(unacknowledged)} aria-hidden="true">
      {unacknowledged}
    </span>
  );
}
