// The warning toast of each new conflict alert: 'Zagrożenie
// kolizją: A i B — CPA … NM za … min'; at most MAX_TOASTS_PER_BATCH for one
// stream message (the soonest first), the rest summed up in one more, so a crowded picture
// does not bury the screen.
import type { Alert } from '../../protocol/alerts';
import { pl } from '../i18n/pl';
import { MAX_TOASTS_PER_BATCH } from './alertList';

export interface AlertToast {
  /** The toast's id (one per alert, or the summary's). */
  id: string;
  text: string;
  /** The alert a click on the toast shows; null for the summary. */
  alertId: number | null;
}

const vesselName = (alert: Alert, i: number): string => {
  const v = alert.vessels[i];
  return v ? v.name || v.mmsi : '?';
};

export function alertToasts(announce: readonly Alert[]): AlertToast[] {
  const urgent = [...announce].sort((a, b) => (a.conflict?.tcpa_min ?? Infinity) - (b.conflict?.tcpa_min ?? Infinity));
  const shown: AlertToast[] = urgent.slice(0, MAX_TOASTS_PER_BATCH).map((alert) => ({
    id: `alert-${alert.id}`,
    text: pl.alertToasts.conflict(vesselName(alert, 0), vesselName(alert, 1), alert.conflict?.cpa_nm ?? 0, alert.conflict?.tcpa_min ?? 0),
    alertId: alert.id,
  }));
  const rest = announce.length - shown.length;
  if (rest > 0) shown.push({ id: `alerts-more-${urgent[MAX_TOASTS_PER_BATCH]?.id ?? 0}`, text: pl.alertToasts.more(rest), alertId: null });
  return shown;
}
