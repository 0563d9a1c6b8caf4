// What an AIS AtoN says of itself, for the aton card: message 21's
// off-position flag and virtual aid, and the monitoring report of message
// 6/8 (lantern, supply, RACON, the station's alarm and off-position
// indication) when the aid sends one. Empty when it says none of these.
import type { Aton } from '../../protocol/atons';
import { pl } from '../i18n/pl';
import { formatTime } from './cardFormat';

const volts = (v: number): string => `${v.toFixed(1).replace('.', ',')} V`;

export function atonStatusFields(a: Aton): [label: string, value: string][] {
  const t = pl.cards.atonMonitoring;
  const out: [string, string][] = [];
  if (a.off_position !== undefined) out.push([t.position, a.off_position ? t.offPosition : t.onPosition]);
  if (a.virtual_aid) out.push([t.virtual, t.yes]);
  const m = a.monitoring;
  if (!m) return out;
  out.push(
    [t.light, t.lightState[m.light]],
    [t.supply, volts(m.supply_voltage)],
    [t.racon, t.raconState[m.racon]],
    [t.alarm, m.alarm ? t.alarmOn : t.alarmOff],
    [t.stationPosition, m.off_position ? t.offPosition : t.onPosition],
    [t.reportedAt, formatTime(m.reported_at)],
  );
  return out;
}

/** The values a field shows as a fault (the card marks them). */
export function isFault(value: string): boolean {
  const t = pl.cards.atonMonitoring;
  return value === t.offPosition || value === t.alarmOn || value === t.lightState.error || value === t.lightState.off || value === t.raconState.error;
}
