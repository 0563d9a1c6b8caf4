// What the VTS rules' alerts show (Polish reasons, details) and their keys
// (src/protocol/alerts.ts), built from the findings and the tracker's
// objects.
import type { SafetyMessage } from '../../protocol/aisSafety';
import type { AlertUpdate } from '../alerts/alertBook';
import type { AlertDraft } from '../alerts/alertBook';
import type { Aton } from '../../protocol/atons';
import type { DistressKind, Vessel } from '../../protocol/vessels';
import { pl } from '../ais/integrity';
import { alertVessel, untrackedVessel } from '../alerts/alertVessel';
import type { AnchorDrag } from './anchorWatch';
import type { ZoneFinding } from './zoneWatch';

const iso = (ms: number): string => new Date(ms).toISOString();
const named = (v: { name: string; mmsi: string }): string => (v.name ? `${v.name} (${v.mmsi})` : v.mmsi);

export const DEVICE_NAMES: Record<DistressKind, string> = { sart: 'AIS-SART', mob: 'MOB-AIS', epirb: 'EPIRB-AIS' };

export const anchorDragKey = (mmsi: string): string => `anchor_drag:${mmsi}`;
export const distressKey = (mmsi: string): string => `distress:${mmsi}`;
export const atonKey = (mmsi: string): string => `aton_off_position:${mmsi}`;

/** FNV-1a, 32 bits, as 8 hex digits. */
function textHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The same on every node of a cluster (the log's ids are not): sender, destination, first reception, text. */
export const safetyKey = (m: SafetyMessage): string => `safety_message:${m.mmsi}:${m.destination_mmsi ?? '-'}:${Date.parse(m.received_at)}:${textHash(m.text)}`;

export function zoneDraft(f: ZoneFinding): AlertDraft {
  const zone = `„${f.zone.name}”`;
  const limit = f.zone.rules.speed_limit_kn;
  const reason = {
    entry: `Wejście do strefy ${zone}`,
    exit: `Wyjście ze strefy ${zone}`,
    speed_limit: `Prędkość ${pl(f.speedKn ?? 0)} kn w strefie ${zone} (limit ${pl(limit ?? 0)} kn)`,
    no_anchoring: `Kotwiczenie w strefie zakazu ${zone}`,
  }[f.rule];
  return {
    kind: 'zone',
    key: f.key,
    rule: f.rule,
    vessels: [alertVessel(f.vessel)],
    reason,
    zone: {
      zone_id: f.zone.id,
      zone_name: f.zone.name,
      rule: f.rule,
      speed_kn: f.rule === 'speed_limit' ? f.speedKn : null,
      limit_kn: f.rule === 'speed_limit' ? limit : null,
      since: iso(f.sinceMs),
    },
  };
}

export function anchorDraft(d: AnchorDrag): AlertDraft {
  return {
    kind: 'anchor_drag',
    key: anchorDragKey(d.vessel.mmsi),
    vessels: [alertVessel(d.vessel)],
    reason: `Dryf na kotwicy: ${Math.round(d.distanceM)} m od miejsca zakotwiczenia (promień ${Math.round(d.swingRadiusM)} m)`,
    anchor: {
      anchor_latitude: Math.round(d.anchorage.lat * 1e7) / 1e7,
      anchor_longitude: Math.round(d.anchorage.lon * 1e7) / 1e7,
      anchored_at: iso(d.anchorage.sinceMs),
      by_status: d.anchorage.byStatus,
      distance_m: Math.round(d.distanceM),
      swing_radius_m: Math.round(d.swingRadiusM),
    },
  };
}

export function distressDraft(device: DistressKind, v: Vessel, firstHeardMs: number, active: boolean): AlertDraft {
  return {
    kind: 'distress',
    key: distressKey(v.mmsi),
    vessels: [alertVessel(v)],
    reason: `${DEVICE_NAMES[device]} ${named(v)}: sygnał niebezpieczeństwa${active ? '' : ' (tryb testowy)'}`,
    distress: { device, active, first_heard_at: iso(firstHeardMs), last_heard_at: v.last_reported },
  };
}

export function safetyDraft(m: SafetyMessage, sender: Vessel | undefined): AlertDraft {
  const from = sender ? named(sender) : m.sender_name ? `${m.sender_name} (${m.mmsi})` : m.mmsi;
  const to = m.destination_mmsi ? ` do ${m.destination_mmsi}` : '';
  return {
    kind: 'safety_message',
    key: safetyKey(m),
    vessels: [sender ? alertVessel(sender) : untrackedVessel(m.mmsi, m.sender_name ?? '')],
    reason: `Komunikat bezpieczeństwa od ${from}${to}: „${m.text}”`,
    safety_message: safetyDetails(m),
  };
}

export const safetyDetails = (m: SafetyMessage): NonNullable<AlertUpdate['safety_message']> => ({
  text: m.text,
  addressed: m.addressed,
  destination_mmsi: m.destination_mmsi,
  sender_kind: m.sender_kind,
  received_at: m.received_at,
  last_received_at: m.last_received_at,
  count: m.count,
});

export function atonDraft(a: Aton): AlertDraft {
  return {
    kind: 'aton_off_position',
    key: atonKey(a.mmsi),
    vessels: [{ id: a.id, mmsi: a.mmsi, name: a.name, latitude: a.latitude, longitude: a.longitude, speed: null, course: null }],
    reason: `Znak nawigacyjny ${named(a)} poza pozycją`,
    aton: {
      aton_id: a.id,
      mmsi: a.mmsi,
      name: a.name,
      latitude: a.latitude,
      longitude: a.longitude,
      aid_type: a.aid_type,
      virtual_aid: a.virtual_aid === true,
      last_reported: a.last_reported,
    },
  };
}
