// The audible alarm in every console (alarmState.ts): a banner over the
// chart naming what raised it, sounding a repeating alarm until the alert
// is acknowledged (in any console: the stream says so), with 'Wycisz' for
// 30 s and a way to the 'Zagrożenia' panel. The document's
// `data-alarm-sound` ('off' | 'sounding' | 'silenced') states what the
// console asks of its speaker (the browser flows read it; no real audio).
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Alert } from '../../protocol/alerts';
import { pl } from '../i18n/pl';
import { ALERTS_PANEL } from '../panels/panelIds';
import { openPanel } from '../store/ui';
import { alarmAlerts, alarmSoundState, ALARM_SILENCE_MS } from './alarmState';
import { AlarmSound } from './alarmSound';
import { alertsState, focusAlert } from './alertsState';
import './alarm.css';

const t = pl.alarm;

export function AlarmBanner() {
  const state = useSnapshot(alertsState);
  const alerts = state.alerts as readonly Alert[];
  const [silencedUntilMs, setSilencedUntilMs] = useState(0);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const sound = useRef<AlarmSound | null>(null);
  const pending = alarmAlerts(alerts);
  const soundState = alarmSoundState(alerts, silencedUntilMs, nowMs);

  // The silence ends on its own: re-evaluated when it runs out.
  useEffect(() => {
    if (soundState !== 'silenced') return;
    const timer = window.setTimeout(() => setNowMs(Date.now()), Math.max(0, silencedUntilMs - Date.now()) + 10);
    return () => window.clearTimeout(timer);
  }, [soundState, silencedUntilMs]);

  useEffect(() => {
    sound.current ??= new AlarmSound();
    if (soundState === 'sounding') sound.current.start();
    else sound.current.stop();
    document.documentElement.dataset.alarmSound = soundState;
  }, [soundState]);

  useEffect(
    () => () => {
      sound.current?.stop();
      document.documentElement.dataset.alarmSound = 'off';
    },
    [],
  );

  const first = pending[0];
  if (!first) return null;
  const silence = () => {
    const now = Date.now();
    setNowMs(now);
    setSilencedUntilMs(now + ALARM_SILENCE_MS);
  };
  const show = () => {
    openPanel(ALERTS_PANEL);
    focusAlert(first);
  };
  return (
    <div className={`alarm-banner alarm-banner--${soundState}`} role="alert" data-testid="alarm-banner" data-alarm-sound={soundState}>
      <span className="alarm-banner__icon" aria-hidden="true" />
      <span className="alarm-banner__text">
        <strong>{t.title}</strong> {t.summary(first.reason, pending.length)}
      </span>
      <button type="button" onClick={show} title={t.showTitle}>
        {t.show}
      </button>
      <button type="button" className="alarm-banner__silence" onClick={silence} disabled={soundState === 'silenced'} title={t.silenceTitle}>
        {soundState === 'silenced' ? t.silenced : t.silence}
      </button>
    </div>
  );
}
