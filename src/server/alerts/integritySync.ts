// Integrity alerts follow the tracker's integrity findings: a finding in
// force opens an alert for its MMSI and rule (unless snoozed), a repeated one
// updates it, and an alert closes when its finding is no longer in force —
// 'blacklisted' when the MMSI went on the blacklist (the Jammer panel's
// proposal taken), 'vessel_gone' when it expired, 'superseded' when another
// finding of the MMSI now explains it (integrity.ts SUPERSEDED_BY),
// 'resolved' otherwise.
import type { Alert, CloseReason } from '../../protocol/alerts';
import { SUPERSEDED_BY } from '../ais/integrity';
import type { VesselTracker } from '../ais/vesselTracker';
import type { AlertBook, AlertDraft } from './alertBook';
import { alertVessel, untrackedVessel } from './alertVessel';

export const integrityKey = (mmsi: string, rule: string): string => `integrity:${mmsi}:${rule}`;

export class IntegritySync {
  constructor(
    private readonly tracker: VesselTracker,
    private readonly book: AlertBook,
  ) {}

  async sync(): Promise<{ opened: number; closed: number }> {
    const nowMs = this.tracker.nowMs();
    const inForce = new Set<string>();
    const drafts: AlertDraft[] = [];
    for (const f of this.tracker.integrity.active(nowMs)) {
      if (this.tracker.blacklisted(f.mmsi)) continue;
      const key = integrityKey(f.mmsi, f.rule);
      inForce.add(key);
      const vessel = this.tracker.vesselByMmsi(f.mmsi);
      const shown = {
        vessels: [vessel ? alertVessel(vessel) : untrackedVessel(f.mmsi)],
        reason: f.reason,
        integrity: { rule: f.rule, count: f.count, last_seen_at: new Date(f.lastMs).toISOString(), values: f.values },
      };
      const existing = this.book.find(key);
      if (existing) {
        if (existing.integrity?.count !== f.count) this.book.update(existing, shown);
      } else {
        drafts.push({ kind: 'integrity', key, conflict: null, ...shown });
      }
    }
    const opened = (await this.book.open(drafts)).length;
    const closing: { alert: Alert; reason: CloseReason }[] = [];
    for (const alert of this.book.openAlerts('integrity')) {
      if (inForce.has(alert.key)) continue;
      const mmsi = alert.vessels[0]?.mmsi ?? '';
      const by = alert.integrity ? SUPERSEDED_BY[alert.integrity.rule] : undefined;
      const superseded = by !== undefined && inForce.has(integrityKey(mmsi, by));
      const reason: CloseReason = this.tracker.blacklisted(mmsi) ? 'blacklisted' : superseded ? 'superseded' : this.tracker.vesselByMmsi(mmsi) ? 'resolved' : 'vessel_gone';
      closing.push({ alert, reason });
    }
    await this.book.close(closing);
    this.book.flush();
    return { opened, closed: closing.length };
  }
}
