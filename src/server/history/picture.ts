// The whole picture at a moment, read back: each vessel heard within the
// expiry before it, as its last position report at or before the moment
// said (dead-reckoned from its stored row where storage thinned it), with
// its static data as it stood then; the atons', stations', warnings' and
// open alerts' lists from their last keyframe with the changes after it.
import type { Alert } from '../../protocol/alerts';
import type { Aton } from '../../protocol/atons';
import type { HistoryPicture } from '../../protocol/history';
import type { NavWarning, Station } from '../../protocol/streams';
import { navStatusName, VESSEL_EXPIRY_MS, type Vessel } from '../../protocol/vessels';
import { mmsiString } from '../ais/vesselTracker';
import { startOfUtcDay, type HistoryBackend, type VesselAt } from '../db/history/backend';
import { COMPACT_MAX_GAP_MS } from './compaction';
import { courseDeg, lastReportAt, positionAfter, speedKn } from './positionRows';
import { decodeBody } from './bodyCodec';
import { ITEM_KINDS, type ItemKind } from './records';

/** Where to look for the vessels of a moment: static data is written on each vessel's first report of a UTC day. */
export const candidatesFrom = (sinceMs: number): number => startOfUtcDay(sinceMs);

/** A vessel as GET /api/vessels/ shows it, read back at `atMs` (undefined when its last report is expired by then). */
export function vesselAt({ position, statics }: VesselAt, atMs: number): Vessel | undefined {
  const reportedMs = lastReportAt(position, atMs);
  if (atMs - reportedMs >= VESSEL_EXPIRY_MS) return undefined;
  const at = positionAfter(position, reportedMs - position.tMs);
  return {
    id: statics.id,
    mmsi: mmsiString(position.mmsi),
    name: statics.name,
    vessel_type: statics.vessel_type,
    latitude: at.latDeg,
    longitude: at.lonDeg,
    speed: speedKn(position),
    course: courseDeg(position),
    heading: position.heading,
    nav_status: navStatusName(position.nav),
    draught: statics.draught,
    to_bow: statics.to_bow,
    to_stern: statics.to_stern,
    to_port: statics.to_port,
    to_starboard: statics.to_starboard,
    last_reported: new Date(reportedMs).toISOString(),
    ...(statics.target_kind === null ? {} : { target_kind: statics.target_kind }),
    ...(statics.target_kind === 'sar_aircraft' ? { altitude: statics.altitude } : {}),
  };
}

/** The items of a list at `atMs`: the keyframe's, with every change after it applied in order. */
export async function itemsAt<T>(backend: HistoryBackend, kind: ItemKind, atMs: number): Promise<T[]> {
  const byKey = new Map<string, Uint8Array>();
  for (const { key, body } of await backend.itemsAt(ITEM_KINDS[kind], atMs)) {
    if (body === null) byKey.delete(key);
    else byKey.set(key, body);
  }
  return [...byKey.values()].map((body) => JSON.parse(decodeBody(body)) as T);
}

export async function pictureAt(backend: HistoryBackend, atMs: number): Promise<HistoryPicture> {
  // A row reaches at most COMPACT_MAX_GAP_MS past its own time.
  const sinceMs = atMs - VESSEL_EXPIRY_MS - COMPACT_MAX_GAP_MS;
  const [rows, atons, stations, warnings, alerts] = await Promise.all([
    backend.vesselsAt(atMs, sinceMs, candidatesFrom(sinceMs)),
    itemsAt<Aton>(backend, 'aton', atMs),
    itemsAt<Station>(backend, 'station', atMs),
    itemsAt<NavWarning>(backend, 'warning', atMs),
    itemsAt<Alert>(backend, 'alert', atMs),
  ]);
  const vessels: Vessel[] = [];
  for (const row of rows) {
    const vessel = vesselAt(row, atMs);
    if (vessel) vessels.push(vessel);
  }
  return { at: new Date(atMs).toISOString(), vessels, atons, stations, warnings, alerts: alerts.sort((a, b) => b.id - a.id) };
}
