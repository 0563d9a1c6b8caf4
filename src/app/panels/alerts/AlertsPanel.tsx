// The 'Zagrożenia' panel: the open alerts from the alerts stream,
// conflicts by TCPA then integrity findings newest first, filtered by tab;
// a click flies to the alert and shows it on the chart; acknowledge and
// snooze (the server's answer is shown at once). The last evaluation's
// figures come from GET /api/alerts/ every 10 s.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Alert, AlertKind } from '../../../protocol/alerts';
import { alertChanged } from '../../alerts';
import { alertsState, focusAlert } from '../../alerts/alertsState';
import { useChart } from '../../chart/chartHandle';
import { pl } from '../../i18n/pl';
import { resources, useMutation, useResource } from '../../resources';
import { Alert as ErrorBox } from '../common/Alert';
import { useFailureLog } from '../common/useFailureLog';
import { ALERTS_PANEL_WIDTH_PX } from './alertsPanelSize';
import { AlertTile } from './AlertTile';
import { showAlert } from './showAlert';
import '../common/forms.css';
import './alerts.css';

/** The evaluation figures' refresh while the panel is open. */
export const ALERT_STATS_POLL_MS = 10_000;
/** The panel's distance from the screen's right edge (panels.css). */
const PANEL_MARGIN_PX = 8;
const TABS = ['all', 'conflict', 'integrity'] as const;
type Tab = (typeof TABS)[number];

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
  const chart = useChart();
  const nowMs = useNow(1000);
  const [tab, setTab] = useState<Tab>('all');
  const stats = useResource((signal) => resources.alerts.list({ state: 'open', limit: 1 }, { signal }), [], { pollMs: ALERT_STATS_POLL_MS });
  useFailureLog(stats.error, 'Failed to load the alert figures');
  const acknowledge = useMutation((id: number) => resources.alerts.acknowledge(id));
  const snooze = useMutation((id: number) => resources.alerts.snooze(id));
  const t = pl.alertsPanel;
  // The chart shows the focused alert while the panel is open.
  useEffect(() => () => focusAlert(null), []);

  const alerts = state.alerts as readonly Alert[];
  const shown = tab === 'all' ? alerts : alerts.filter((a) => a.kind === (tab as AlertKind));
  const count = (k: Tab) => (k === 'all' ? alerts.length : alerts.filter((a) => a.kind === k).length);
  const act = (run: (id: number) => Promise<Alert>) => (alert: Alert) => {
    run(alert.id).then(alertChanged, () => undefined);
  };
  const failed = acknowledge.error ?? snooze.error;
  const busy = acknowledge.busy || snooze.busy;
  const evaluation = stats.data?.evaluation;

  return (
    <div className="mgmt-panel alerts-panel" data-testid="alerts-panel">
      <div className="alerts-tabs" role="tablist" aria-label={t.tabsLabel}>
        {TABS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} className={tab === k ? 'alerts-tab alerts-tab--active' : 'alerts-tab'} onClick={() => setTab(k)}>
            {t.tabs[k]}
            <span className="alerts-tab__count">{count(k)}</span>
          </button>
        ))}
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
