// The 'Zagrożenia' panel: the open alerts from the alerts stream, by
// priority (alarm first) then newest first, filtered by kind and by zone;
// a click flies to the alert and shows it on the chart; acknowledge and
// snooze (the server's answer is shown at once). The last evaluation's
// figures come from GET /api/alerts/ every 10 s.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ALERT_KINDS, type Alert, type AlertKind } from '../../../protocol/alerts';
import { alertChanged } from '../../alerts';
import { alertsState, focusAlert } from '../../alerts/alertsState';
import { useChart } from '../../chart/chartHandle';
import { pl } from '../../i18n/pl';
import { resources, useMutation, useResource } from '../../resources';
import { Alert as ErrorBox } from '../common/Alert';
import { useFailureLog } from '../common/useFailureLog';
import { ALERTS_PANEL_WIDTH_PX } from './alertsPanelSize';
import { zonesState } from '../../zones';
import { alertZones } from './alertDetails';
import { AlertTile } from './AlertTile';
import { showAlert } from './showAlert';
import '../common/forms.css';
import './alerts.css';

/** The evaluation figures' refresh while the panel is open. */
export const ALERT_STATS_POLL_MS = 10_000;
/** The panel's distance from the screen's right edge (panels.css). */
const PANEL_MARGIN_PX = 8;

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function AlertsPanel() {
  const state = useSnapshot(alertsState);
  const zoneList = useSnapshot(zonesState);
  const chart = useChart();
  const nowMs = useNow(1000);
  const [kind, setKind] = useState<AlertKind | 'all'>('all');
  const [zoneId, setZoneId] = useState<number | null>(null);
  const stats = useResource((signal) => resources.alerts.list({ state: 'open', limit: 1 }, { signal }), [], { pollMs: ALERT_STATS_POLL_MS });
  useFailureLog(stats.error, 'Failed to load the alert figures');
  const acknowledge = useMutation((id: number) => resources.alerts.acknowledge(id));
  const snooze = useMutation((id: number) => resources.alerts.snooze(id));
  const t = pl.alertsPanel;
  // The chart shows the focused alert while the panel is open.
  useEffect(() => () => focusAlert(null), []);

  const alerts = state.alerts as readonly Alert[];
  const zones = alertZones(alerts, zoneList.zones);
  const shown = alerts.filter((a) => (kind === 'all' || a.kind === kind) && (zoneId === null || a.zone?.zone_id === zoneId));
  const count = (k: AlertKind) => alerts.filter((a) => a.kind === k).length;
  const act = (run: (id: number) => Promise<Alert>) => (alert: Alert) => {
    run(alert.id).then(alertChanged, () => undefined);
  };
  const failed = acknowledge.error ?? snooze.error;
  const busy = acknowledge.busy || snooze.busy;
  const evaluation = stats.data?.evaluation;

  return (
    <div className="mgmt-panel alerts-panel" data-testid="alerts-panel">
      <div className="alerts-filters">
        <label className="alerts-filter">
          <span>{t.kindFilter}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as AlertKind | 'all')} data-testid="alerts-kind-filter">
            <option value="all">{t.kindOption(t.kindAll, alerts.length)}</option>
            {ALERT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kindOption(t.kindPlural[k], count(k))}
              </option>
            ))}
          </select>
        </label>
        <label className="alerts-filter">
          <span>{t.zoneFilter}</span>
          <select value={zoneId ?? ''} onChange={(e) => setZoneId(e.target.value === '' ? null : Number(e.target.value))} data-testid="alerts-zone-filter">
            <option value="">{t.zoneAll}</option>
            {zones.map((z) => (
              <option key={z.id} value={z.id}>
                {z.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {stats.data && (
        <div className="alerts-summary" data-testid="alerts-summary">
          {evaluation ? t.evaluation(evaluation.vessels, evaluation.duration_ms) : t.evaluationOff}
        </div>
      )}
      {stats.data?.limit_reached && <ErrorBox message={t.limitReached} />}
      {failed !== null && <ErrorBox message={t.actionFailed} error={failed} testId="alerts-action-error" />}
      {!state.received && <p className="mgmt-note">{t.connecting}</p>}
      {state.received && shown.length === 0 && <p className="mgmt-note">{t.empty}</p>}
      {shown.length > 0 && (
        <ul className="mgmt-list alerts-list" aria-label={t.listLabel}>
          {shown.map((alert) => (
            <AlertTile
              key={alert.id}
              alert={alert}
              nowMs={nowMs}
              focused={state.focusId === alert.id}
              busy={busy}
              onShow={(a) => void showAlert(chart, a, ALERTS_PANEL_WIDTH_PX + PANEL_MARGIN_PX)}
              onAcknowledge={act(acknowledge.mutate)}
              onSnooze={act(snooze.mutate)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
