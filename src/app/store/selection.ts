// What the operator has picked: the open info cards (React reads this).
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

/** A station icon was clicked: its card opens (or follows the new pick). */
export function pickStation(station: Station): void {
  stationPicks += 1;
  selection.station = { station: ref(station), pick: stationPicks };
}

/** A warning symbol was clicked: its card opens. */
export function pickNavWarning(warning: NavWarning): void {
  selection.navWarning = ref(warning);
}
