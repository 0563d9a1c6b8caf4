// The 'Komunikaty AIS' panel: the AIS safety-related messages (types 12
// and 14; an AIS-SART's 'SART ACTIVE') from GET /api/ais/safety-messages/,
// newest first, polled while open: time (UTC), sender, addressee (one
// station or everyone), the text and how often it was heard.
import type { SafetyMessage } from '../../../protocol/aisSafety';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { Alert } from '../common/Alert';
import { useFailureLog } from '../common/useFailureLog';
import { addresseeText, senderText, utcText } from './messageLogFormat';
import '../common/forms.css';
import './messageLog.css';

/** The log's refresh while the panel is open. */
export const MESSAGE_LOG_POLL_MS = 5000;

export function MessageLogPanel() {
  const log = useResource((signal) => resources.aisSafety.list({ signal }), [], { pollMs: MESSAGE_LOG_POLL_MS });
  useFailureLog(log.error, 'Failed to load the AIS safety messages');
  const t = pl.messageLog;
  const messages: readonly SafetyMessage[] = log.data ?? [];
  return (
    <div className="mgmt-panel message-log" data-testid="message-log-panel">
      <div className="mgmt-toolbar">
        <button type="button" onClick={() => void log.reload()}>
          {t.refresh}
        </button>
      </div>
      {log.error !== null && <Alert message={t.loadFailed} error={log.error} />}
      {log.data === undefined && log.error === null && <p className="mgmt-note">{t.loading}</p>}
      {log.data !== undefined && messages.length === 0 && <p className="mgmt-note">{t.empty}</p>}
      {messages.length > 0 && (
        <div className="message-log__scroll">
          <table className="message-log__table" aria-label={t.listLabel}>
            <thead>
              <tr>
                <th scope="col">{t.time}</th>
                <th scope="col">{t.sender}</th>
                <th scope="col">{t.to}</th>
                <th scope="col">{t.text}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id} data-testid="message-log-row" className={m.sender_kind === 'vessel' ? undefined : 'message-log__row--distress'}>
                  <td className="message-log__time">{utcText(m.last_received_at)}</td>
                  <td>{senderText(m)}</td>
                  <td>{addresseeText(m)}</td>
                  <td className="message-log__text">
                    {m.text}
                    {m.count > 1 && (
                      <span className="message-log__count" title={t.countTitle(m.count)}>
                        {t.count(m.count)}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
