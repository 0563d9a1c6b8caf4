// The audible alarm's rule (docs/vts-rules.md, "The console"): while an
// open alert of priority 'alarm' (a distress device, a conflict under half
// its threshold) is not acknowledged, every console sounds a repeating
// alarm; 'Wycisz' silences it for ALARM_SILENCE_MS, after which it sounds
// again if such an alert is still unacknowledged.
import type { Alert } from '../../protocol/alerts';

/** How long 'Wycisz' silences the alarm. */
export const ALARM_SILENCE_MS = 30_000;

export type AlarmSoundState = 'off' | 'sounding' | 'silenced';

/** The open alerts the alarm sounds for: priority 'alarm', not yet acknowledged. */
export function alarmAlerts(alerts: readonly Alert[]): Alert[] {
  return alerts.filter((a) => a.priority === 'alarm' && a.state === 'new');
}

/** Whether the alarm sounds now (`silencedUntilMs`: the end of the last 'Wycisz', 0: none). */
export function alarmSoundState(alerts: readonly Alert[], silencedUntilMs: number, nowMs: number): AlarmSoundState {
  if (alarmAlerts(alerts).length === 0) return 'off';
  return nowMs < silencedUntilMs ? 'silenced' : 'sounding';
}
