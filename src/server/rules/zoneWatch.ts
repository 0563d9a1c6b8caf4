// The zones' rules over the traffic picture, once per evaluation
// (docs/vts-rules.md). Each vessel's zones are looked up through the zone
// index; a vessel seen outside a zone at one evaluation and inside at the
// next has entered it (seen inside, then outside: exited) — a vessel first
// seen inside, or a zone drawn or reshaped around it, is no entry. What
// holds now is a finding:
// - entry: entered while the entry rule was on, and still inside;
// - exit: left while the exit rule was on, within ZONE_EXIT_ALERT_MIN, not back;
// - speed_limit: inside and over the limit in SPEED_REPORTS reports in a
//   row, until a report at or under the limit less SPEED_HYSTERESIS_KN;
// - no_anchoring: inside and anchored (the anchor watch's definition).
// Only vessels of the zone's categories count (all when it has none);
// distress devices and SAR aircraft never. Every node of a cluster keeps
// this state; only the evaluating node raises alerts from the findings.
import { ZONE_EXIT_ALERT_MIN } from '../../protocol/alerts';
import { vesselCategory, type Vessel } from '../../protocol/vessels';
import type { Zone, ZoneRule } from '../../protocol/zones';
import type { ZoneIndex } from '../zones/zoneIndex';
import type { Anchorage } from './anchorWatch';

export const SPEED_REPORTS = 2;
export const SPEED_HYSTERESIS_KN = 0.5;
const EXIT_MS = ZONE_EXIT_ALERT_MIN * 60_000;
const NONE: readonly number[] = [];

export interface ZoneFinding {
  key: string;
  zone: Zone;
  rule: ZoneRule;
  vessel: Vessel;
  /** When the vessel crossed the outline, went over the limit or anchored (unix ms). */
  sinceMs: number;
  /** speed_limit: the speed over ground, knots. */
  speedKn: number | null;
}

export const zoneAlertKey = (zoneId: number, rule: ZoneRule, mmsi: string): string => `zone:${zoneId}:${rule}:${mmsi}`;

interface Seen {
  pass: number;
  inside: readonly number[];
  vessel: Vessel;
}

interface Speeding {
  report: string;
  count: number;
  sinceMs: number;
}

/** What a zone's membership depends on: a change restarts it. */
const shapeOf = (zone: Zone): string => JSON.stringify([zone.polygon, zone.vessel_categories]);

const applies = (zone: Zone, v: Vessel): boolean => zone.vessel_categories === null || zone.vessel_categories.includes(vesselCategory(v.vessel_type));

export class ZoneWatch {
  private pass = 0;
  /** Per zone id: the zone object last seen, its shape and the pass from which its membership counts. */
  private readonly shapes = new Map<number, { zone: Zone; shape: string; fromPass: number }>();
  private readonly seen = new Map<string, Seen>();
  /** `${zoneId}:${mmsi}` -> when it entered / exited (unix ms), and the speed count. */
  private readonly entered = new Map<string, number>();
  private readonly exited = new Map<string, number>();
  private readonly speeding = new Map<string, Speeding>();
  private current: ZoneFinding[] = [];

  /** One evaluation over the vessels heard; `anchored` is the anchor watch's. */
  observe(
    heard: readonly Readonly<{ value: Vessel }>[],
    zones: readonly Zone[],
    index: ZoneIndex,
    nowMs: number,
    anchored: (mmsi: string) => Anchorage | null,
  ): ZoneFinding[] {
    this.pass += 1;
    const byId = new Map(zones.map((zone) => [zone.id, zone]));
    const reshaped = this.followShapes(zones);
    const findings: ZoneFinding[] = [];
    const inside: number[] = [];
    let observed = 0;
    for (const { value: v } of heard) {
      if (v.target_kind !== undefined || v.latitude === null || v.longitude === null) continue;
      const before = this.seen.get(v.mmsi);
      // No new report (the tracker keeps the object) and in no zone: nothing can have changed.
      if (before && before.vessel === v && before.inside.length === 0 && before.pass === this.pass - 1 && !reshaped) {
        before.pass = this.pass;
        observed += 1;
        continue;
      }
      inside.length = 0;
      if (index.size > 0) index.containing(v.latitude, v.longitude, inside);
      const now = inside.length === 0 ? NONE : [...inside];
      if (now.length > 0 || (before && before.inside.length > 0)) this.cross(v, before, now, byId, anchored, findings);
      if (before) {
        before.pass = this.pass;
        before.inside = now;
        before.vessel = v;
      } else this.seen.set(v.mmsi, { pass: this.pass, inside: now, vessel: v });
      observed += 1;
    }
    // Vessels that left the picture (none, usually: then there is nothing to look for).
    if (this.seen.size > observed) for (const [mmsi, seen] of this.seen) if (seen.pass !== this.pass) this.seen.delete(mmsi);
    for (const [key, atMs] of this.exited) if (nowMs - atMs >= EXIT_MS) this.exited.delete(key);
    this.dropUnseen(this.entered);
    this.dropUnseen(this.exited);
    this.dropUnseen(this.speeding);
    this.addFindings(byId, findings);
    this.current = findings;
    return findings;
  }

  /** The findings of the last evaluation. */
  findings(): readonly ZoneFinding[] {
    return this.current;
  }

  /** Whether the vessel was inside the zone at the last evaluation (undefined: not in the picture then). */
  inside(mmsi: string, zoneId: number): boolean | undefined {
    return this.seen.get(mmsi)?.inside.includes(zoneId);
  }

  /** Drops the entries (`${zoneId}:${mmsi}`) of vessels not seen at this pass. */
  private dropUnseen(map: Map<string, unknown>): void {
    for (const key of map.keys()) if (this.seen.get(key.slice(key.indexOf(':') + 1))?.pass !== this.pass) map.delete(key);
  }

  /** Restarts the membership of zones new or reshaped, and forgets deleted ones; true when any was. */
  private followShapes(zones: readonly Zone[]): boolean {
    let changed = false;
    const ids = new Set<number>();
    for (const zone of zones) {
      ids.add(zone.id);
      const known = this.shapes.get(zone.id);
      // The same object: the list was not reloaded (the usual case; no need to compare outlines).
      if (known?.zone === zone) continue;
      const shape = shapeOf(zone);
      if (known?.shape === shape) known.zone = zone;
      else {
        this.shapes.set(zone.id, { zone, shape, fromPass: this.pass });
        this.forgetZone(zone.id);
        changed = true;
      }
    }
    for (const id of this.shapes.keys()) {
      if (ids.has(id)) continue;
      this.shapes.delete(id);
      this.forgetZone(id);
      changed = true;
    }
    return changed;
  }

  private forgetZone(id: number): void {
    const prefix = `${id}:`;
    for (const map of [this.entered, this.exited, this.speeding]) for (const key of map.keys()) if (key.startsWith(prefix)) map.delete(key);
  }

  /** One vessel's crossings, speed and anchoring for the zones it is or was in. */
  private cross(v: Vessel, before: Seen | undefined, now: readonly number[], byId: Map<number, Zone>, anchored: (mmsi: string) => Anchorage | null, findings: ZoneFinding[]): void {
    const reportMs = Date.parse(v.last_reported);
    const ids = before ? new Set([...now, ...before.inside]) : now;
    for (const id of ids) {
      const zone = byId.get(id);
      if (!zone) continue;
      const key = `${id}:${v.mmsi}`;
      const isIn = now.includes(id);
      const known = before !== undefined && before.pass === this.pass - 1 && before.pass >= (this.shapes.get(id)?.fromPass ?? Infinity);
      const wasIn = known && before.inside.includes(id);
      if (!isIn) {
        this.entered.delete(key);
        this.speeding.delete(key);
        if (wasIn && zone.rules.exit && applies(zone, v)) this.exited.set(key, reportMs);
        continue;
      }
      this.exited.delete(key);
      if (known && !wasIn && zone.rules.entry && applies(zone, v)) this.entered.set(key, reportMs);
      if (!applies(zone, v)) continue;
      this.checkSpeed(key, zone, v, reportMs);
      const anchorage = zone.rules.no_anchoring ? anchored(v.mmsi) : null;
      if (anchorage) findings.push({ key: zoneAlertKey(id, 'no_anchoring', v.mmsi), zone, rule: 'no_anchoring', vessel: v, sinceMs: anchorage.sinceMs, speedKn: null });
    }
  }

  private checkSpeed(key: string, zone: Zone, v: Vessel, reportMs: number): void {
    const limit = zone.rules.speed_limit_kn;
    if (limit === null || v.speed === null) {
      this.speeding.delete(key);
      return;
    }
    const speeding = this.speeding.get(key);
    if (speeding?.report === v.last_reported) return;
    if (v.speed > limit) {
      if (speeding) {
        speeding.count += 1;
        speeding.report = v.last_reported;
      } else this.speeding.set(key, { report: v.last_reported, count: 1, sinceMs: reportMs });
    } else if (v.speed <= limit - SPEED_HYSTERESIS_KN || (speeding && speeding.count < SPEED_REPORTS)) this.speeding.delete(key);
    else if (speeding) speeding.report = v.last_reported;
  }

  private addFindings(byId: Map<number, Zone>, findings: ZoneFinding[]): void {
    const split = (key: string): [Zone | undefined, Vessel | undefined] => {
      const at = key.indexOf(':');
      return [byId.get(Number(key.slice(0, at))), this.seen.get(key.slice(at + 1))?.vessel];
    };
    for (const [key, sinceMs] of this.entered) {
      const [zone, vessel] = split(key);
      if (zone?.rules.entry && vessel) findings.push({ key: zoneAlertKey(zone.id, 'entry', vessel.mmsi), zone, rule: 'entry', vessel, sinceMs, speedKn: null });
    }
    for (const [key, sinceMs] of this.exited) {
      const [zone, vessel] = split(key);
      if (zone?.rules.exit && vessel) findings.push({ key: zoneAlertKey(zone.id, 'exit', vessel.mmsi), zone, rule: 'exit', vessel, sinceMs, speedKn: null });
    }
    for (const [key, speeding] of this.speeding) {
      const [zone, vessel] = split(key);
      if (zone?.rules.speed_limit_kn != null && vessel && speeding.count >= SPEED_REPORTS) {
        findings.push({ key: zoneAlertKey(zone.id, 'speed_limit', vessel.mmsi), zone, rule: 'speed_limit', vessel, sinceMs: speeding.sinceMs, speedKn: vessel.speed });
      }
    }
  }
}
