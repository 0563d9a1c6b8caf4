// Cells of the AIS safety messages' log: the time (UTC, as the air times
// it), the sender (name and MMSI, and what it is when not a vessel), the
// addressee (an MMSI for message 12, everyone for 14).
import type { SafetyMessage } from '../../../protocol/aisSafety';
import { pl } from '../../i18n/pl';

const t = pl.messageLog;
const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM:SS UTC'; the text as given when it is no time. */
export function utcText(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} UTC`;
}

export function senderText(m: SafetyMessage): string {
  const who = m.sender_name ? `${m.sender_name} (${m.mmsi})` : m.mmsi;
  return m.sender_kind === 'vessel' ? who : `${who} — ${t.senderKind[m.sender_kind]}`;
}

export function addresseeText(m: SafetyMessage): string {
  return m.addressed ? t.addressed(m.destination_mmsi) : t.broadcast;
}
