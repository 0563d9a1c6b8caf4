// Checks that an uploaded chart update (CELL.001 … CELL.999) is the next
// update of a base cell already stored: S-57 applies updates strictly in
// sequence, so out-of-order, repeated and foreign updates are refused with
// a Polish message naming what was expected. The core reads only the
// files' DSIDs. (For the maps upload route.)
import { checkEncUpdate, type EncUpdateRefusal } from '../../wasm/enc';

export type EncUpdateVerdict = { ok: true; update: number } | { ok: false; message: string; refusal: EncUpdateRefusal };

/** The Polish message of a refusal, for the update file `fileName`. */
export function encUpdateRefusalMessage(fileName: string, refusal: EncUpdateRefusal): string {
  switch (refusal.code) {
    case 'not-an-update':
      return `${fileName} nie jest plikiem aktualizacji (numer aktualizacji 0): komórkę bazową wgraj jako plik .000`;
    case 'other-cell':
      return `${fileName} jest aktualizacją komórki ${refusal.updateFor}, nie ${refusal.cell}`;
    case 'other-edition':
      return `${fileName} jest aktualizacją wydania ${refusal.updateEdition}, a wgrana komórka ma wydanie ${refusal.cellEdition}`;
    case 'already-applied':
      return `Aktualizacja ${refusal.update} jest już zastosowana (komórka jest po aktualizacji ${refusal.applied})`;
    case 'out-of-order':
      return `Aktualizacje stosuje się po kolei: następna jest aktualizacja ${refusal.expected}, a ${fileName} ma numer ${refusal.found}`;
    case 'name-mismatch':
      return `Nazwa ${fileName} wskazuje aktualizację ${refusal.fileNumber}, a plik zawiera aktualizację ${refusal.update}`;
    case 'unreadable':
      return `${fileName} nie jest czytelnym plikiem S-57`;
  }
}

/**
 * Whether `candidate` (named `candidateName`, e.g. `US4MD81M.002`) may be
 * stored beside the base cell `baseName` whose stored updates are
 * `stored` (in order .001, …).
 */
export function checkEncUpdateUpload(baseName: string, base: Uint8Array, stored: readonly Uint8Array[], candidateName: string, candidate: Uint8Array): EncUpdateVerdict {
  const check = checkEncUpdate(baseName, base, stored, candidateName, candidate);
  if (check.ok) return { ok: true, update: check.update };
  return { ok: false, message: encUpdateRefusalMessage(candidateName, check), refusal: check };
}
