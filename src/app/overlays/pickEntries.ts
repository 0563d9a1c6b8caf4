// The pick list's entries (the pick report of ECDIS practice): each thing
// under the pointer named by kind and name, and what choosing it does, as a
// click on it alone would: an icon raises its window event, a vessel or a
// train is picked ('object-picked' with its id). A vessel is named by its
// name, else its MMSI, as its card's title is (spec section 2).
import type { PickHit } from '../chart/chartHandle';
import { isTrainId, isVesselId } from '../../protocol/vessels';
import { pl } from '../i18n/pl';

export interface PickEntry {
  key: string;
  label: string;
  choose(): void;
}

/** What the entries need to name vessels and trains. */
export interface PickNames {
  trainName(id: number): string | undefined;
  /** A vessel's name and MMSI when known. */
  vessel(id: number): { name: string; mmsi: string } | undefined;
}

export function vesselLabel(v: { name: string; mmsi: string } | undefined): string {
  if (!v) return pl.pickList.vesselUnnamed;
  const name = v.name.trim();
  return pl.pickList.vessel(name !== '' ? name : pl.pickList.vesselMmsi(v.mmsi));
}

export function pickEntries(hits: readonly PickHit[], names: PickNames, pickObject: (id: number) => void): PickEntry[] {
  return hits.map((hit): PickEntry => {
    if (hit.kind === 'icon') return { key: hit.icon.key, label: hit.icon.label, choose: () => hit.icon.act() };
    const id = hit.id;
    const train = isTrainId(id) ? names.trainName(id) : undefined;
    const label = train !== undefined ? pl.pickList.train(train) : isVesselId(id) ? vesselLabel(names.vessel(id)) : pl.pickList.unknown(id);
    return { key: `object:${id}`, label, choose: () => pickObject(id) };
  });
}
