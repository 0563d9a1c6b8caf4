// One open alert in the 'Zagrożenia' list: kind and state, both vessels
// (or the one of an integrity finding with its reason), CPA, TCPA and age;
// a click shows it on the chart; acknowledge (while new) and snooze.
import type { Alert } from '../../../protocol/alerts';
import { pl } from '../../i18n/pl';
import { alertDetails } from './alertDetails';
import { ageText, alertSubject, cpaText, tcpaText, vesselsText } from './alertFormat';

const t = pl.alertsPanel;

export interface AlertTileProps {
  alert: Alert;
  nowMs: number;
  focused: boolean;
  busy: boolean;
  onShow: (alert: Alert) => void;
  onAcknowledge: (alert: Alert) => void;
  onSnooze: (alert: Alert) => void;
}

export function AlertTile({ alert, nowMs, focused, busy, onShow, onAcknowledge, onSnooze }: AlertTileProps) {
  const subject = alertSubject(alert);
  const cpa = cpaText(alert);
  const tcpa = tcpaText(alert);
  const details = alertDetails(alert);
  const classes = ['mgmt-tile', 'mgmt-tile__row', 'alert-tile', `alert-tile--${alert.kind}`, `alert-tile--${alert.priority}`, `alert-tile--${alert.state}`, focused ? 'alert-tile--focused' : ''];
  return (
    <li className={classes.join(' ')} data-testid="alert-tile" data-alert-id={alert.id} data-kind={alert.kind} data-priority={alert.priority} aria-current={focused ? 'true' : undefined}>
      {/* Named by what it shows, after an unseen 'Pokaż na mapie:' (the name holds every visible word: WCAG 2.5.3). */}
      <button type="button" className="mgmt-tile__show" title={t.show} onClick={() => onShow(alert)}>
        <span className="visually-hidden">{t.showPrefix}</span>
        <span className="alert-tile__content">
          <span className="alert-tile__badges">
            <span className={`alert-priority alert-priority--${alert.priority}`} data-testid="alert-priority">
              <span className="alert-priority__icon" aria-hidden="true" />
              {t.priority[alert.priority]}
            </span>
            <span className={`alert-badge alert-badge--${alert.kind}`}>{t.kind[alert.kind]}</span>
            <span className={`alert-badge alert-badge--${alert.state}`}>{t.state[alert.state]}</span>
            <span className="alert-tile__age">{ageText(alert.opened_at, nowMs)}</span>
          </span>
          {vesselsText(alert).map((text, i) => (
            <span key={i} className="mgmt-tile__title alert-tile__vessel">
              {text}
            </span>
          ))}
          {cpa !== null && tcpa !== null ? (
            <span className="alert-tile__figures">
              <span className="alert-figure" data-testid="alert-cpa">
                <span className="alert-figure__label">{t.cpa}</span>
                <span>{cpa}</span>
              </span>
              <span className="alert-figure" data-testid="alert-tcpa">
                <span className="alert-figure__label">{t.tcpa}</span>
                <span>{tcpa}</span>
              </span>
            </span>
          ) : (
            <span className="mgmt-tile__sub">{alert.reason}</span>
          )}
          {details.map((line, i) => (
            <span key={i} className="mgmt-tile__sub alert-tile__detail" data-testid="alert-detail">
              {line}
            </span>
          ))}
          {alert.acknowledged_by && <span className="mgmt-tile__sub">{t.acknowledgedBy(alert.acknowledged_by)}</span>}
        </span>
      </button>
      <div className="mgmt-tile__actions">
        {alert.state === 'new' && (
          <button type="button" className="button--primary" disabled={busy} aria-label={t.acknowledgeLabel(subject)} title={t.acknowledge} onClick={() => onAcknowledge(alert)}>
            {t.acknowledge}
          </button>
        )}
        <button type="button" disabled={busy} aria-label={t.snoozeLabel(subject)} title={t.snooze} onClick={() => onSnooze(alert)}>
          {t.snooze}
        </button>
      </div>
    </li>
  );
}
