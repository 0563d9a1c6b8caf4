// What the console holds of the operators' zones (the zones stream, replace
// mode): the list React reads (valtio), the chart's source (a version
// counter the zones layer reads each frame) and the zones' names as overlay
// labels at their centroids.
import { proxy, ref } from 'valtio';
import type { Zone, ZonePoint } from '../../protocol/zones';
import { zoneLabelAt } from '../chart/layers/zones/zoneShapes';
import { clearLabels, setLabels, type OverlayLabel } from '../store/labels';

export const ZONE_LABELS_OWNER = 'zones';

export const zonesState = proxy({
  /** Every zone by name (a ref: replaced whole). */
  zones: ref([] as Zone[]),
  /** True once the stream's first message arrived. */
  received: false,
  /** An outline the zone tool closed, waiting for its form (a ref), null: none. */
  draft: null as ZonePoint[] | null,
});

/** Read by the chart's zones layer each frame (never by React). */
export const zonesSource: { version: number; zones: readonly Zone[]; draft: readonly ZonePoint[] | null } = { version: 0, zones: [], draft: null };

/** The outline waiting for its form (drawn dashed on the chart), null: none. */
export function setZoneDraft(polygon: ZonePoint[] | null): void {
  zonesState.draft = polygon && ref(polygon);
  zonesSource.draft = polygon;
  zonesSource.version += 1;
}

export function zoneLabels(zones: readonly Zone[]): OverlayLabel[] {
  const out: OverlayLabel[] = [];
  for (const zone of zones) {
    const at = zoneLabelAt(zone.polygon);
    if (at) out.push({ key: String(zone.id), at, lines: [zone.name], offsetPx: [0, 0], tone: 'zone' });
  }
  return out;
}

/** Publishes the whole list of zones (each stream message, or none when signed out). */
export function publishZones(zones: readonly Zone[], received: boolean): void {
  const sorted = [...zones].sort((a, b) => a.name.localeCompare(b.name, 'pl') || a.id - b.id);
  zonesState.zones = ref(sorted);
  zonesState.received = received;
  zonesSource.zones = sorted;
  zonesSource.version += 1;
  if (sorted.length === 0) clearLabels(ZONE_LABELS_OWNER);
  else setLabels(ZONE_LABELS_OWNER, zoneLabels(sorted));
}

/** An operator's change the server answered: shown at once (the stream says the same). */
export function zoneChanged(zone: Zone | { id: number; deleted: true }): void {
  const rest = zonesState.zones.filter((z) => z.id !== zone.id);
  publishZones('deleted' in zone ? rest : [...rest, zone], zonesState.received);
}
