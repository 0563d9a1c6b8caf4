// VesselTracker: merges AIS position and static reports per MMSI into the
// spec's vessels, and type 21 reports into atons; expires what is not heard
// for VESSEL_EXPIRY_MS (swept every VESSEL_SWEEP_MS); applies the MMSI
// blacklist to everything it hands out (list, changes, listeners).
import type { Aton } from '../../protocol/atons';
import { navStatusName, VESSEL_EXPIRY_MS, VESSEL_SWEEP_MS, type Vessel } from '../../protocol/vessels';
import { IntegrityMonitor } from './integrity';
import type { AidToNavigationReport, AisMessage } from './messages';
import type { AisPipeline, AisReceipt } from './pipeline';
import { VesselIdAllocator } from './vesselIds';

/** A 9-digit MMSI string, as the blacklist and the wire use it. */
export const mmsiString = (mmsi: number): string => String(mmsi).padStart(9, '0');

export type TrackerChange =
  /**
   * A vessel was added or updated; `positioned` is false when it has no latitude or longitude (streams skip it);
   * `positionReport` is true when the message reported a valid position (its time is `last_reported`).
   */
  | { kind: 'vessel'; vessel: Vessel; positioned: boolean; positionReport: boolean }
  | { kind: 'aton'; aton: Aton }
  /** A vessel or AIS aton expired. */
  | { kind: 'removed'; what: 'vessel' | 'aton'; id: number; mmsi: string };

export type TrackerListener = (change: TrackerChange) => void;

export interface VesselTrackerOptions {
  /** Clock for expiry (default Date.now). */
  now?: () => number;
  /** True for a blacklisted MMSI (9-digit string); consulted on every read, so it may change. */
  isBlacklisted?: (mmsi: string) => boolean;
  expiryMs?: number;
  sweepMs?: number;
  /** Most vessels (and atons, separately) tracked; reports of further MMSIs are counted and ignored (default 50,000). */
  maxObjects?: number;
}

interface Entry<T> {
  value: T;
  heardMs: number;
  /** Tracker version of the last change. */
  version: number;
}

export interface VesselChanges {
  /** Pass this to the next changesSince call. */
  version: number;
  /** Vessels changed since the given version (blacklist applied; unpositioned ones included, see `positioned`). */
  vessels: { vessel: Vessel; positioned: boolean }[];
  atons: Aton[];
}

const isPositioned = (v: { latitude: number | null; longitude: number | null }): boolean => v.latitude !== null && v.longitude !== null;
const validLat = (lat: number | null): number | null => (lat !== null && lat >= -90 && lat <= 90 ? lat : null);
const validLon = (lon: number | null): number | null => (lon !== null && lon >= -180 && lon <= 180 ? lon : null);

export class VesselTracker {
  /** AIS integrity of every vessel MMSI heard (blacklisted ones too; the alerts leave those out). */
  readonly integrity = new IntegrityMonitor();
  private readonly vessels = new Map<number, Entry<Vessel>>();
  private readonly atons = new Map<number, Entry<Aton>>();
  private readonly ids = new VesselIdAllocator();
  private readonly listeners = new Set<TrackerListener>();
  private readonly now: () => number;
  private readonly expiryMs: number;
  private readonly sweepMs: number;
  private readonly maxObjects: number;
  private isBlacklisted: (mmsi: string) => boolean;
  private timer: ReturnType<typeof setInterval> | null = null;
  private version = 0;
  /** Reports ignored because the tracker was full, and listener errors caught. */
  readonly counters = { ignoredFull: 0, listenerErrors: 0, expired: 0 };

  constructor(options: VesselTrackerOptions = {}) {
    this.now = options.now ?? Date.now;
    this.isBlacklisted = options.isBlacklisted ?? (() => false);
    this.expiryMs = options.expiryMs ?? VESSEL_EXPIRY_MS;
    this.sweepMs = options.sweepMs ?? VESSEL_SWEEP_MS;
    this.maxObjects = options.maxObjects ?? 50_000;
  }

  /** Replaces the blacklist predicate. */
  setBlacklist(isBlacklisted: (mmsi: string) => boolean): void {
    this.isBlacklisted = isBlacklisted;
  }

  /** Listens to every change of a non-blacklisted vessel or aton; returns the unsubscribe function. */
  onChange(listener: TrackerListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Feeds the tracker from a pipeline; returns the function that detaches it. */
  attach(pipeline: AisPipeline): () => void {
    return pipeline.onMessage((message, receipt) => this.handle(message, receipt));
  }

  /** Starts the periodic sweep (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(), this.sweepMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  get vesselCount(): number {
    return this.vessels.size;
  }

  get atonCount(): number {
    return this.atons.size;
  }

  /** Current vessels, blacklist applied; `positionedOnly` also drops those without latitude or longitude. */
  list(options: { positionedOnly?: boolean } = {}): Vessel[] {
    const out: Vessel[] = [];
    for (const { value } of this.vessels.values()) {
      if (options.positionedOnly && !isPositioned(value)) continue;
      if (!this.isBlacklisted(value.mmsi)) out.push(value);
    }
    return out;
  }

  /** Positioned vessels (blacklist applied), each with when it was last heard (unix ms); read only. */
  listHeard(): readonly Readonly<{ value: Vessel; heardMs: number }>[] {
    const out: Entry<Vessel>[] = [];
    for (const entry of this.vessels.values()) if (isPositioned(entry.value) && !this.isBlacklisted(entry.value.mmsi)) out.push(entry);
    return out;
  }

  /** Current AIS atons, blacklist applied. */
  listAtons(): Aton[] {
    return [...this.atons.values()].map((e) => e.value).filter((a) => !this.isBlacklisted(a.mmsi));
  }

  /** Vessels and atons changed after `version` (0: everything), blacklist applied. */
  changesSince(version: number): VesselChanges {
    const vessels: VesselChanges['vessels'] = [];
    for (const entry of this.vessels.values()) {
      if (entry.version > version && !this.isBlacklisted(entry.value.mmsi)) {
        vessels.push({ vessel: entry.value, positioned: isPositioned(entry.value) });
      }
    }
    const atons: Aton[] = [];
    for (const entry of this.atons.values()) {
      if (entry.version > version && !this.isBlacklisted(entry.value.mmsi)) atons.push(entry.value);
    }
    return { version: this.version, vessels, atons };
  }

  /** The current vessel of an MMSI (9-digit string), unless blacklisted or not tracked. */
  vesselByMmsi(mmsi: string): Vessel | undefined {
    const id = this.ids.peek(Number(mmsi));
    return id === undefined ? undefined : this.getVessel(id);
  }

  /** The current clock of the tracker. */
  nowMs(): number {
    return this.now();
  }

  /** Whether an MMSI is blacklisted now. */
  blacklisted(mmsi: string): boolean {
    return this.isBlacklisted(mmsi);
  }

  getVessel(id: number): Vessel | undefined {
    const vessel = this.vessels.get(id)?.value;
    return vessel && !this.isBlacklisted(vessel.mmsi) ? vessel : undefined;
  }

  /** Merges one decoded message. Base station reports (type 4) are ignored. */
  handle(message: AisMessage, receipt: AisReceipt): void {
    if (message.type === 4) return;
    if (message.type === 21) {
      this.handleAton(message, receipt);
      return;
    }
    const id = this.allocate(this.vessels, message.mmsi);
    if (id === null) return;
    const nowMs = this.now();
    this.integrity.observe(message, mmsiString(message.mmsi), receipt.receivedMs, nowMs);
    const entry = this.vessels.get(id);
    const previous = entry?.value ?? emptyVessel(id, message.mmsi);
    const next: Vessel = { ...previous, last_reported: new Date(receipt.receivedMs).toISOString() };
    let positionReport = false;
    switch (message.type) {
      case 1:
      case 2:
      case 3:
      case 27:
        next.nav_status = navStatusName(message.navStatus);
        positionReport = setMotion(next, message);
        break;
      case 18:
      case 9:
        positionReport = setMotion(next, message);
        break;
      case 19:
        positionReport = setMotion(next, message);
        next.name = message.shipName;
        setShipType(next, message.shipType);
        setDimensions(next, message);
        break;
      case 5:
        next.name = message.shipName;
        setShipType(next, message.shipType);
        setDimensions(next, message);
        next.draught = message.draughtM;
        break;
      case 24:
        if (message.part === 'A') next.name = message.shipName;
        else {
          setShipType(next, message.shipType);
          if (message.mothershipMmsi === null) setDimensions(next, message);
        }
        break;
    }
    this.vessels.set(id, { value: next, heardMs: nowMs, version: ++this.version });
    this.emit({ kind: 'vessel', vessel: next, positioned: isPositioned(next), positionReport }, next.mmsi);
  }

  /** Removes vessels and atons not heard for the expiry time. */
  sweep(nowMs = this.now()): void {
    for (const [what, map] of [
      ['vessel', this.vessels],
      ['aton', this.atons],
    ] as const) {
      for (const [id, entry] of map) {
        if (nowMs - entry.heardMs < this.expiryMs) continue;
        map.delete(id);
        this.ids.release(Number(entry.value.mmsi));
        if (what === 'vessel') this.integrity.forget(entry.value.mmsi);
        this.counters.expired++;
        this.emit({ kind: 'removed', what, id, mmsi: entry.value.mmsi }, entry.value.mmsi);
      }
    }
  }

  private handleAton(message: AidToNavigationReport, receipt: AisReceipt): void {
    const id = this.allocate(this.atons, message.mmsi);
    if (id === null) return;
    const entry = this.atons.get(id);
    const aton: Aton = {
      id,
      name: message.name,
      mmsi: mmsiString(message.mmsi),
      // vid: 1 for a virtual aid (no physical mark), 0 for a real one.
      vid: message.virtualAid ? 1 : 0,
      aid_type: message.aidType,
      latitude: validLat(message.latDeg) ?? entry?.value.latitude ?? null,
      longitude: validLon(message.lonDeg) ?? entry?.value.longitude ?? null,
      // Heard over AIS: integrated; active unless it reports being off position.
      active: !message.offPosition,
      integrated: true,
      last_reported: new Date(receipt.receivedMs).toISOString(),
    };
    this.atons.set(id, { value: aton, heardMs: this.now(), version: ++this.version });
    this.emit({ kind: 'aton', aton }, aton.mmsi);
  }

  /** The id for an MMSI, or null (counted) when the map is full and the MMSI is new to it. */
  private allocate(map: Map<number, unknown>, mmsi: number): number | null {
    const known = this.ids.peek(mmsi);
    if ((known === undefined || !map.has(known)) && map.size >= this.maxObjects) {
      this.counters.ignoredFull++;
      return null;
    }
    return this.ids.idFor(mmsi);
  }

  private emit(change: TrackerChange, mmsi: string): void {
    if (this.listeners.size === 0 || this.isBlacklisted(mmsi)) return;
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        this.counters.listenerErrors++;
      }
    }
  }
}

function emptyVessel(id: number, mmsi: number): Vessel {
  return {
    id,
    mmsi: mmsiString(mmsi),
    name: '',
    vessel_type: null,
    latitude: null,
    longitude: null,
    speed: null,
    course: null,
    heading: null,
    nav_status: 'NotDefined',
    draught: null,
    to_bow: null,
    to_stern: null,
    to_port: null,
    to_starboard: null,
    last_reported: new Date(0).toISOString(),
  };
}

/** Position, speed, course and heading; a report without a valid position keeps the last known one. True when the position was valid. */
function setMotion(
  v: Vessel,
  m: { latDeg: number | null; lonDeg: number | null; speedKn: number | null; courseDeg: number | null; headingDeg?: number | null },
): boolean {
  const lat = validLat(m.latDeg);
  const lon = validLon(m.lonDeg);
  if (lat !== null && lon !== null) {
    v.latitude = lat;
    v.longitude = lon;
  }
  v.speed = m.speedKn;
  v.course = m.courseDeg;
  if (m.headingDeg !== undefined) v.heading = m.headingDeg;
  return lat !== null && lon !== null;
}

/** Ship type 0 means "not available". */
function setShipType(v: Vessel, shipType: number): void {
  v.vessel_type = shipType === 0 ? null : shipType;
}

/** All four dimensions 0 means "not available": they become null. */
function setDimensions(v: Vessel, m: { toBowM: number; toSternM: number; toPortM: number; toStarboardM: number }): void {
  const missing = m.toBowM === 0 && m.toSternM === 0 && m.toPortM === 0 && m.toStarboardM === 0;
  v.to_bow = missing ? null : m.toBowM;
  v.to_stern = missing ? null : m.toSternM;
  v.to_port = missing ? null : m.toPortM;
  v.to_starboard = missing ? null : m.toStarboardM;
}
