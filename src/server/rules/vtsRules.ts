// The VTS rules' alerts (docs/vts-rules.md): zones, anchor watch, distress
// devices, safety messages and AtoNs off position. `observe` keeps the
// watchers' state from the picture (every node of a cluster, every
// evaluation); `sync` brings the evaluating node's alerts into line with
// what holds now (opening, updating, closing each with its reason), so a
// node taking the evaluation over goes on from the alerts in the store;
// `onEvent` opens distress, safety-message and AtoN alerts on the
// tracker's event, at once, instead of at the next evaluation.
import type { Alert, AlertKind, CloseReason } from '../../protocol/alerts';
import { ZONE_EXIT_ALERT_MIN } from '../../protocol/alerts';
import { SAFETY_REPEAT_WINDOW_MS } from '../../protocol/aisSafety';
import { isDistressKind, type Vessel } from '../../protocol/vessels';
import type { Zone, ZoneRule } from '../../protocol/zones';
import type { AisEvent } from '../ais/aisEvents';
import { distressState } from '../ais/targetKind';
import type { VesselTracker } from '../ais/vesselTracker';
import type { AlertBook, AlertDraft, AlertUpdate } from '../alerts/alertBook';
import type { ZoneIndex } from '../zones/zoneIndex';
import { AnchorWatch } from './anchorWatch';
import { anchorDraft, atonDraft, atonKey, distressDraft, distressKey, safetyDetails, safetyDraft, safetyKey, zoneDraft } from './ruleDrafts';
import { ZoneWatch } from './zoneWatch';

/** A distress alert closes when its device has been silent this long ... */
export const DISTRESS_SILENT_MS = 10 * 60_000;
/** ... or this long once acknowledged. */
export const DISTRESS_ACKNOWLEDGED_SILENT_MS = 3 * 60_000;
/** A safety message's alert closes once acknowledged and not heard again for this long; only messages first heard within it open one. */
export const SAFETY_READ_MS = SAFETY_REPEAT_WINDOW_MS;

export interface ZoneSource {
  list(): readonly Zone[];
  get(id: number): Zone | undefined;
  readonly index: ZoneIndex;
}

export interface RuleTimings {
  /** The last observe, ms: the anchor watch and the zones (the zones alone: the benchmark's figure). */
  anchorMs: number;
  zoneMs: number;
}

const ruleOn = (zone: Zone, rule: ZoneRule): boolean =>
  rule === 'speed_limit' ? zone.rules.speed_limit_kn !== null : rule === 'entry' ? zone.rules.entry : rule === 'exit' ? zone.rules.exit : zone.rules.no_anchoring;

/** The fields of a draft an open alert takes as its live values. */
function shownOf(d: AlertDraft): AlertUpdate {
  const shown: AlertUpdate = { vessels: d.vessels, reason: d.reason };
  for (const field of ['conflict', 'integrity', 'zone', 'anchor', 'distress', 'safety_message', 'aton'] as const) if (d[field] !== undefined) Object.assign(shown, { [field]: d[field] });
  return shown;
}

const sameShown = (alert: Alert, update: AlertUpdate): boolean =>
  Object.entries(update).every(([field, value]) => JSON.stringify(alert[field as keyof Alert]) === JSON.stringify(value));

export class VtsRules {
  readonly anchors = new AnchorWatch();
  readonly zoneWatch = new ZoneWatch();
  readonly timings: RuleTimings = { anchorMs: 0, zoneMs: 0 };
  /** Safety messages that had an alert: key -> first heard (unix ms). */
  private readonly alertedSafety = new Map<string, number>();

  constructor(
    private readonly tracker: VesselTracker,
    private readonly zones: ZoneSource,
    private readonly book: AlertBook,
  ) {}

  /** Every node, every evaluation: the anchor watch and the zones' memberships from the picture. */
  observe(): void {
    const heard = this.tracker.listHeard();
    const started = performance.now();
    this.anchors.observe(heard);
    const anchored = performance.now();
    this.zoneWatch.observe(heard, this.zones.list(), this.zones.index, this.tracker.nowMs(), (mmsi) => this.anchors.anchored(mmsi));
    this.timings.anchorMs = anchored - started;
    this.timings.zoneMs = performance.now() - anchored;
  }

  /** After the book adopted the open alerts (taking the evaluation over): which safety messages already had an alert. */
  async adopt(): Promise<void> {
    this.alertedSafety.clear();
    for (const alert of await this.book.list('all', 'safety_message', 2000)) this.alertedSafety.set(alert.key, Date.parse(alert.safety_message?.received_at ?? alert.opened_at));
  }

  /** The evaluating node: every rule's alerts follow what holds now. */
  async sync(): Promise<void> {
    const heard = this.tracker.listHeard();
    const nowMs = this.tracker.nowMs();
    await this.follow('zone', this.zoneWatch.findings().map(zoneDraft), (alert) => this.zoneClosed(alert));
    await this.follow('anchor_drag', this.anchors.drags().map(anchorDraft), (alert) => this.gone(alert) ?? (this.anchors.anchored(alert.vessels[0]?.mmsi ?? '') ? 'resolved' : 'under_way'));
    await this.follow('distress', this.distressInForce(heard, nowMs), (alert) => this.gone(alert, 'silent') ?? (this.tracker.vesselByMmsi(alert.vessels[0]?.mmsi ?? '')?.target_kind ? 'silent' : 'resolved'));
    const atons = this.tracker.listAtons().filter((aton) => aton.off_position === true);
    await this.follow('aton_off_position', atons.map(atonDraft), (alert) => {
      const mmsi = alert.aton?.mmsi ?? '';
      if (this.tracker.blacklisted(mmsi)) return 'blacklisted';
      return this.tracker.listAtons().some((aton) => aton.mmsi === mmsi) ? 'on_position' : 'silent';
    });
    await this.syncSafety(nowMs);
    this.book.flush();
  }

  /** The evaluating node hears the tracker: a distress device, a safety message, an AtoN off position raise their alert now. */
  async onEvent(event: AisEvent): Promise<void> {
    switch (event.kind) {
      case 'distress':
        if (!event.active) return;
        await this.book.open([distressDraft(event.device, event.vessel, event.receivedMs, true)]);
        break;
      case 'safety_message': {
        const key = safetyKey(event.message);
        if (this.alertedSafety.has(key)) return;
        // Marked once the store has it: a failed write is caught up at the next evaluation.
        await this.book.open([safetyDraft(event.message, this.tracker.vesselByMmsi(event.message.mmsi))]);
        this.alertedSafety.set(key, event.receivedMs);
        break;
      }
      case 'aton_off_position': {
        const open = this.book.find(atonKey(event.aton.mmsi));
        if (event.offPosition) await this.book.open([atonDraft(event.aton)]);
        else if (open) await this.book.close([{ alert: open, reason: 'on_position' }]);
        break;
      }
    }
    this.book.flush();
  }

  /** Opens the drafts not open, updates the open ones that changed, closes those of `kind` no longer in force. */
  private async follow(kind: AlertKind, drafts: readonly AlertDraft[], closedBecause: (alert: Alert) => CloseReason): Promise<void> {
    const inForce = new Set<string>();
    const fresh: AlertDraft[] = [];
    for (const draft of drafts) {
      inForce.add(draft.key);
      const open = this.book.find(draft.key);
      if (!open) fresh.push(draft);
      else if (!sameShown(open, shownOf(draft))) this.book.update(open, shownOf(draft));
    }
    await this.book.open(fresh);
    const closing = this.book
      .openAlerts(kind)
      .filter((alert) => !inForce.has(alert.key))
      .map((alert) => ({ alert, reason: closedBecause(alert) }));
    await this.book.close(closing);
  }

  /** 'blacklisted' or `whenGone` (default 'vessel_gone') when the alert's vessel left the picture; null while it is there. */
  private gone(alert: Alert, whenGone: CloseReason = 'vessel_gone'): CloseReason | null {
    const mmsi = alert.vessels[0]?.mmsi ?? '';
    if (this.tracker.blacklisted(mmsi)) return 'blacklisted';
    return this.tracker.vesselByMmsi(mmsi) ? null : whenGone;
  }

  private zoneClosed(alert: Alert): CloseReason {
    const gone = this.gone(alert);
    if (gone) return gone;
    const details = alert.zone;
    const zone = details ? this.zones.get(details.zone_id) : undefined;
    if (!details || !zone || !ruleOn(zone, details.rule)) return 'zone_changed';
    const inside = this.zoneWatch.inside(alert.vessels[0]?.mmsi ?? '', zone.id);
    if (inside === undefined) return 'vessel_gone';
    switch (details.rule) {
      case 'exit':
        return inside ? 'returned' : Date.now() - Date.parse(details.since) >= ZONE_EXIT_ALERT_MIN * 60_000 ? 'expired' : 'zone_changed';
      case 'entry':
        return inside ? 'zone_changed' : 'left_zone';
      case 'speed_limit':
        return inside ? 'resolved' : 'left_zone';
      case 'no_anchoring':
        return inside ? 'under_way' : 'left_zone';
    }
  }

  /** Active distress devices heard within the silence limits (a device already alerted stays in force in test mode). */
  private distressInForce(heard: readonly Readonly<{ value: Vessel; heardMs: number }>[], nowMs: number): AlertDraft[] {
    const drafts: AlertDraft[] = [];
    for (const { value: v, heardMs } of heard) {
      const device = v.target_kind;
      if (!isDistressKind(device)) continue;
      const open = this.book.find(distressKey(v.mmsi));
      const active = distressState(v.nav_status) === 'active';
      if (!active && !open) continue;
      const silentMs = nowMs - heardMs;
      if (silentMs >= DISTRESS_SILENT_MS || (open?.state === 'acknowledged' && silentMs >= DISTRESS_ACKNOWLEDGED_SILENT_MS)) continue;
      const firstMs = open?.distress ? Date.parse(open.distress.first_heard_at) : Date.parse(v.last_reported);
      drafts.push(distressDraft(device, v, firstMs, active));
    }
    return drafts;
  }

  /** Safety messages: new ones (first heard within SAFETY_READ_MS, no alert yet) open; read ones close. */
  private async syncSafety(nowMs: number): Promise<void> {
    const entries = new Map(this.tracker.safetyMessages.list((mmsi) => this.tracker.blacklisted(mmsi)).map((m) => [safetyKey(m), m]));
    const fresh: AlertDraft[] = [];
    for (const [key, message] of entries) {
      const firstMs = Date.parse(message.received_at);
      if (nowMs - firstMs > SAFETY_READ_MS || this.alertedSafety.has(key) || this.book.isSnoozed(key)) continue;
      fresh.push(safetyDraft(message, this.tracker.vesselByMmsi(message.mmsi)));
    }
    await this.book.open(fresh);
    for (const draft of fresh) this.alertedSafety.set(draft.key, Date.parse(draft.safety_message?.received_at ?? '') || nowMs);
    const closing: { alert: Alert; reason: CloseReason }[] = [];
    for (const alert of this.book.openAlerts('safety_message')) {
      const message = entries.get(alert.key);
      const mmsi = alert.vessels[0]?.mmsi ?? '';
      if (this.tracker.blacklisted(mmsi)) closing.push({ alert, reason: 'blacklisted' });
      else if (!message || (alert.state === 'acknowledged' && nowMs - Date.parse(message.last_received_at) >= SAFETY_READ_MS)) closing.push({ alert, reason: 'read' });
      else if (message.count !== alert.safety_message?.count) this.book.update(alert, { safety_message: safetyDetails(message) });
    }
    await this.book.close(closing);
    for (const [key, firstMs] of this.alertedSafety) if (nowMs - firstMs > 2 * SAFETY_READ_MS) this.alertedSafety.delete(key);
  }
}
