// VesselTracker: merges AIS position and static reports per MMSI into the
// spec's vessels, and type 21 reports into atons; expires what is not heard
// for VESSEL_EXPIRY_MS (swept every VESSEL_SWEEP_MS); applies the MMSI
// blacklist to everything it hands out. Beside them (docs/ais.md): safety
// messages, met/hydro stations, AtoN monitoring data on the aton of its
// MMSI, target classification, the precision rule for long-range reports,
// and AisEvents (onEvent) raised as reports arrive.
import type { Aton, AtonMonitoring } from '../../protocol/atons';
import { isDistressKind, NAV_STATUS_NAMES, navStatusName, VESSEL_EXPIRY_MS, VESSEL_SWEEP_MS, type Vessel } from '../../protocol/vessels';
import type { AisEvent, AisEventListener } from './aisEvents';
import { atonFromReport, atonMonitoring } from './atonReports';
import { IntegrityMonitor } from './integrity';
import type { AddressedBinary, AidToNavigationReport, AisMessage, BroadcastBinary } from './messages';
import { MetStations } from './metStations';
import type { AisPipeline, AisReceipt } from './pipeline';
import { SafetyMessageLog } from './safetyLog';
import { distressState, targetKind, wireKind } from './targetKind';
import { emptyVessel, isPositioned, mmsiString, setDimensions, setMotion, setShipType } from './vesselFields';
import { VesselIdAllocator } from './vesselIds';

export { mmsiString } from './vesselFields';

/** A long-range report (27) does not replace a class A/B position heard within this time (docs/ais.md). */
export const PRECISE_REPORT_MS = 10 * 60 * 1000;

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

export class VesselTracker {
  /** AIS integrity of every vessel MMSI heard (blacklisted ones too; the alerts leave those out). */
  readonly integrity = new IntegrityMonitor();
  private readonly vessels = new Map<number, Entry<Vessel>>();
  private readonly atons = new Map<number, Entry<Aton>>();
  private readonly ids = new VesselIdAllocator();
  private readonly listeners = new Set<TrackerListener>();
  private readonly eventListeners = new Set<AisEventListener>();
  /** Safety-related messages (12, 14); readers apply the blacklist (`blacklisted`). */
  readonly safetyMessages = new SafetyMessageLog();
  /** Weather stations heard over AIS (8, DAC 1, FI 31); readers apply the blacklist. */
  readonly metStations = new MetStations();
  /** By vessel id: when its last class A/B position was received (unix ms). */
  private readonly preciseMs = new Map<number, number>();
  /** By vessel id: the distress state already announced ('test' or 'active'). */
  private readonly distressAnnounced = new Map<number, 'test' | 'active'>();
  /** By MMSI: the last AtoN monitoring data (attached to the aton of that MMSI, when there is one). */
  private readonly monitoring = new Map<number, AtonMonitoring>();
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

  /** Listens to the AIS events (aisEvents.ts) of non-blacklisted MMSIs; returns the unsubscribe function. */
  onEvent(listener: AisEventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /**
   * Current targets, blacklist applied; `positionedOnly` also drops those
   * without latitude or longitude; `vesselsOnly` drops SAR aircraft (they are
   * no vessels: GET /api/vessels/ lists vessels, the stream carries both).
   */
  list(options: { positionedOnly?: boolean; vesselsOnly?: boolean } = {}): Vessel[] {
    const out: Vessel[] = [];
    for (const { value } of this.vessels.values()) {
      if (options.positionedOnly && !isPositioned(value)) continue;
      if (options.vesselsOnly && value.target_kind === 'sar_aircraft') continue;
      if (!this.isBlacklisted(value.mmsi)) out.push(value);
    }
    return out;
  }

  /** Positioned vessels (blacklist applied; SAR aircraft left out: no conflict with ships), each with when it was last heard (unix ms); read only. */
  listHeard(): readonly Readonly<{ value: Vessel; heardMs: number }>[] {
    const out: Entry<Vessel>[] = [];
    for (const entry of this.vessels.values()) {
      if (isPositioned(entry.value) && entry.value.target_kind !== 'sar_aircraft' && !this.isBlacklisted(entry.value.mmsi)) out.push(entry);
    }
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

  /**
   * Merges one decoded message. Reports of the link (4, 7, 10, 11, 13, 15,
   * 16, 17, 20, 22, 23) and binary messages this library has no use for are
   * ignored.
   */
  handle(message: AisMessage, receipt: AisReceipt): void {
    switch (message.type) {
      case 21:
        this.handleAton(message, receipt);
        return;
      case 6:
      case 8:
        this.handleBinary(message, receipt);
        return;
      case 12:
      case 14: {
        const sender = this.vesselByMmsi(mmsiString(message.mmsi));
        const kind = sender?.target_kind ?? targetKind(message.mmsi, null, false);
        const entry = this.safetyMessages.add(message, { name: sender?.name || null, kind }, receipt.receivedMs);
        if (entry) this.emitEvent({ kind: 'safety_message', message: entry, receivedMs: receipt.receivedMs }, entry.mmsi);
        return;
      }
      case 1:
      case 2:
      case 3:
      case 5:
      case 9:
      case 18:
      case 19:
      case 24:
      case 27:
        this.handleVessel(message, receipt);
        return;
      default:
        return;
    }
  }

  private handleVessel(message: Extract<AisMessage, { type: 1 | 2 | 3 | 5 | 9 | 18 | 19 | 24 | 27 }>, receipt: AisReceipt): void {
    const id = this.allocate(this.vessels, message.mmsi);
    if (id === null) return;
    const nowMs = this.now();
    const entry = this.vessels.get(id);
    if (message.type === 27 && entry && receipt.receivedMs - (this.preciseMs.get(id) ?? Number.NEGATIVE_INFINITY) < PRECISE_REPORT_MS) {
      // A class A/B position of the last 10 minutes is more precise: the long-range report only says the vessel is there.
      entry.heardMs = nowMs;
      return;
    }
    this.integrity.observe(message, mmsiString(message.mmsi), receipt.receivedMs, nowMs);
    const previous = entry?.value ?? emptyVessel(id, message.mmsi);
    const next: Vessel = { ...previous, last_reported: new Date(receipt.receivedMs).toISOString() };
    let navStatus: number | null = null;
    let positionReport = false;
    switch (message.type) {
      case 1:
      case 2:
      case 3:
      case 27:
        next.nav_status = navStatusName(message.navStatus);
        navStatus = message.navStatus;
        positionReport = setMotion(next, message);
        break;
      case 18:
        positionReport = setMotion(next, message);
        break;
      case 9:
        positionReport = setMotion(next, message);
        next.altitude = message.altitudeM;
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
    if ((message.type <= 3 || message.type === 18 || message.type === 19) && isPositioned(next)) {
      this.preciseMs.set(id, Math.max(receipt.receivedMs, this.preciseMs.get(id) ?? 0));
    }
    const kind = wireKind(targetKind(message.mmsi, navStatus ?? NAV_STATUS_NAMES.indexOf(next.nav_status), message.type === 9 || previous.target_kind === 'sar_aircraft'));
    if (kind) next.target_kind = kind;
    else if (next.target_kind !== undefined) delete next.target_kind;
    this.vessels.set(id, { value: next, heardMs: nowMs, version: ++this.version });
    this.emit({ kind: 'vessel', vessel: next, positioned: isPositioned(next), positionReport }, next.mmsi);
    this.announceDistress(next, receipt.receivedMs);
  }

  /** A distress device's first positioned report (or its first active one after test reports) raises a distress event. */
  private announceDistress(v: Vessel, receivedMs: number): void {
    const device = v.target_kind;
    if (!isDistressKind(device) || !isPositioned(v)) return;
    const state = distressState(v.nav_status);
    const announced = this.distressAnnounced.get(v.id);
    if (announced === 'active' || announced === state) return;
    this.distressAnnounced.set(v.id, state);
    this.emitEvent({ kind: 'distress', device, active: state === 'active', vessel: v, receivedMs }, v.mmsi);
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
        if (what === 'vessel') {
          this.integrity.forget(entry.value.mmsi);
          this.preciseMs.delete(id);
          this.distressAnnounced.delete(id);
        } else this.monitoring.delete(Number(entry.value.mmsi));
        this.counters.expired++;
        this.emit({ kind: 'removed', what, id, mmsi: entry.value.mmsi }, entry.value.mmsi);
      }
    }
  }

  private handleAton(message: AidToNavigationReport, receipt: AisReceipt): void {
    const id = this.allocate(this.atons, message.mmsi);
    if (id === null) return;
    const previous = this.atons.get(id)?.value;
    const aton = atonFromReport(id, message, previous, this.monitoring.get(message.mmsi), receipt.receivedMs);
    this.atons.set(id, { value: aton, heardMs: this.now(), version: ++this.version });
    this.emit({ kind: 'aton', aton }, aton.mmsi);
    if ((previous?.off_position ?? false) !== aton.off_position) {
      this.emitEvent({ kind: 'aton_off_position', offPosition: aton.off_position === true, aton, receivedMs: receipt.receivedMs }, aton.mmsi);
    }
  }

  /** Binary messages: met/hydro data makes a station; AtoN monitoring data goes on the aton of its MMSI. */
  private handleBinary(message: AddressedBinary | BroadcastBinary, receipt: AisReceipt): void {
    const app = message.application;
    if (app?.kind === 'met_hydro') {
      this.metStations.observe(message.mmsi, app, receipt.receivedMs, this.now());
    } else if (app?.kind === 'aton_monitoring') {
      if (!this.monitoring.has(message.mmsi) && this.monitoring.size >= this.maxObjects) {
        this.counters.ignoredFull++;
        return;
      }
      const monitoring = atonMonitoring(app, receipt.receivedMs);
      this.monitoring.set(message.mmsi, monitoring);
      const id = this.ids.peek(message.mmsi);
      const entry = id === undefined ? undefined : this.atons.get(id);
      if (!entry) return;
      const aton: Aton = { ...entry.value, monitoring };
      this.atons.set(entry.value.id, { value: aton, heardMs: this.now(), version: ++this.version });
      this.emit({ kind: 'aton', aton }, aton.mmsi);
    }
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

  private emitEvent(event: AisEvent, mmsi: string): void {
    this.notify(this.eventListeners, event, mmsi);
  }

  private emit(change: TrackerChange, mmsi: string): void {
    this.notify(this.listeners, change, mmsi);
  }

  private notify<T>(listeners: Set<(item: T) => void>, item: T, mmsi: string): void {
    if (listeners.size === 0 || this.isBlacklisted(mmsi)) return;
    for (const listener of listeners) {
      try {
        listener(item);
      } catch {
        this.counters.listenerErrors++;
      }
    }
  }
}
