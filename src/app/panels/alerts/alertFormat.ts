// Cell texts of the alerts list: the vessels, CPA and TCPA, the age since
// the alert opened, and the row's label for screen readers.
import type { Alert } from '../../../protocol/alerts';
import { pl } from '../../i18n/pl';

const t = pl.alertsPanel;

export function vesselsText(alert: Alert): string[] {
  return alert.vessels.map((v) => t.vessel(v.name, v.mmsi));
}

export function cpaText(alert: Alert): string | null {
  return alert.conflict ? t.cpaValue(alert.conflict.cpa_nm) : null;
}

export function tcpaText(alert: Alert): string | null {
  return alert.conflict ? t.tcpaValue(Math.max(0, alert.conflict.tcpa_min)) : null;
}

/** Time since `openedIso`: seconds, minutes, or hours and minutes. */
export function ageText(openedIso: string, nowMs: number): string {
  const openedMs = Date.parse(openedIso);
  const s = Number.isFinite(openedMs) ? Math.max(0, Math.floor((nowMs - openedMs) / 1000)) : 0;
  if (s < 60) return t.ageSeconds(s);
  if (s < 3600) return t.ageMinutes(Math.floor(s / 60));
  return t.ageHours(Math.floor(s / 3600), Math.floor((s % 3600) / 60));
}

/** What the row is about, for the buttons' labels: the vessels' names joined. */
export function alertSubject(alert: Alert): string {
  return vesselsText(alert).join(' — ');
}
