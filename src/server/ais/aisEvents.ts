// The events the AIS picture raises at once, as a report is merged, for the
// alerts to raise theirs on the first report, not at the next evaluation
// (docs/ais.md, "Events"). VesselTracker.onEvent hears them; the blacklist
// applies (a blacklisted MMSI raises none).
import type { SafetyMessage } from '../../protocol/aisSafety';
import type { Aton } from '../../protocol/atons';
import type { DistressKind, Vessel } from '../../protocol/vessels';

export type AisEvent =
  /**
   * A distress device (AIS-SART, MOB, EPIRB-AIS) with a position: its first
   * report, and again when a device heard in test mode becomes active.
   * `active` is false in test mode (navigation status 15, not 14).
   */
  | { kind: 'distress'; device: DistressKind; active: boolean; vessel: Vessel; receivedMs: number }
  /** A new safety-related message (12 or 14); repeats within the window raise none. */
  | { kind: 'safety_message'; message: SafetyMessage; receivedMs: number }
  /** An AIS aton's off-position flag changed (its first report counts when it is off position). */
  | { kind: 'aton_off_position'; offPosition: boolean; aton: Aton; receivedMs: number };

export type AisEventListener = (event: AisEvent) => void;
