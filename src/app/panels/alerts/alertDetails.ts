// What each kind of alert says beyond its vessels (docs/vts-rules.md): the
// zone and its rule (and the speed against the limit), the anchor drag's
// distance against the swing radius, the distress device, the safety
// message's text and addressee, the AtoN off position.
import type { Alert } from '../../../protocol/alerts';
import { pl } from '../../i18n/pl';

const t = pl.alertsPanel;

/** Lines of detail for the tile (empty: the reason alone). */
export function alertDetails(alert: Alert): string[] {
  const lines: string[] = [];
  const { zone, anchor, distress, safety_message: message, aton } = alert;
  if (zone) {
    lines.push(t.zoneDetail(zone.zone_name, t.zoneRule[zone.rule]));
    if (zone.speed_kn !== null && zone.limit_kn !== null) lines.push(t.zoneSpeed(zone.speed_kn, zone.limit_kn));
  }
  if (anchor) lines.push(t.anchorDetail(anchor.distance_m, anchor.swing_radius_m), t.anchorBy(anchor.by_status));
  if (distress) lines.push(t.distressDetail(t.device[distress.device], distress.active));
  if (message) {
    // The text, unless the reason quotes it already.
    if (!alert.reason.includes(message.text)) lines.push(`„${message.text}”`);
    lines.push(t.safetyTo(message.addressed ? message.destination_mmsi : null));
    if (message.count > 1) lines.push(t.safetyCount(message.count));
  }
  if (aton) lines.push(aton.virtual_aid ? `${t.atonDetail(aton.name, aton.mmsi)} (${t.atonVirtual})` : t.atonDetail(aton.name, aton.mmsi));
  return lines;
}

/** The panel's zone filter: the zones drawn (`known`) and those the open alerts name, by id, sorted by name. */
export function alertZones(alerts: readonly Alert[], known: readonly { id: number; name: string }[] = []): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const a of alerts) if (a.zone) byId.set(a.zone.zone_id, a.zone.zone_name);
  for (const z of known) byId.set(z.id, z.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'pl'));
}
