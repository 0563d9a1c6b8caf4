// What the operator has picked: the open info cards (React reads this;
// written only through the functions below).
import { proxy, ref } from 'valtio';
import type { Aton } from '../../protocol/atons';
import type { NavWarning, Station } from '../../protocol/streams';

export type Picked = { kind: 'vessel'; id: number } | { kind: 'train'; id: number } | { kind: 'aton'; aton: Aton };

/** A picked weather station: as it was when picked, and which pick it was (images reset on each). */
export interface StationPick {
  station: Station;
  pick: number;
}

export const selection = proxy<{
  vesselId: number | null;
  trainId: number | null;
  aton: Aton | null;
  station: StationPick | null;
  navWarning: NavWarning | null;
}>({
  vesselId: null,
  trainId: null,
  aton: null,
  station: null,
  navWarning: null,
});

let stationPicks = 0;

/** The vessel whose card is open (null: none). */
export function selectVessel(id: number | null): void {
  selection.vesselId = id;
}

/** The train whose card is open (null: none). */
export function selectTrain(id: number | null): void {
  selection.trainId = id;
}

/** The aton whose card is open (null: none). */
export function selectAton(aton: Aton | null): void {
  selection.aton = aton;
}

/** A station icon was clicked: its card opens (or follows the new pick). */
export function pickStation(station: Station): void {
  stationPicks += 1;
  selection.station = { station: ref(station), pick: stationPicks };
}

/** A warning symbol was clicked: its card opens. */
export function pickNavWarning(warning: NavWarning): void {
  selection.navWarning = ref(warning);
}

/** The station card is closed. */
export function closeStation(): void {
  selection.station = null;
}

/** The warning card is closed. */
export function closeNavWarning(): void {
  selection.navWarning = null;
}
