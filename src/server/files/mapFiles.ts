// The chart files of the maps folder: base cells ('CELL.000') and the
// update files stored beside them ('CELL.001' … 'CELL.999', only ever in
// sequence: an update is stored only after the core found it to be the
// cell's next one). Names compare case-insensitively by their stem, as the
// chart engine's cell cache finds them.
import { HttpError } from '../errors';
import type { FileFolder } from './uploads';

export const BASE_EXTENSION = '.000';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.()-]{0,120}$/;
const CHART_EXTENSION = /\.(\d{3})$/;

/** A chart file name: its stem ('US5MD1MC') and update number (0 for the base cell). */
export interface ChartFileName {
  name: string;
  stem: string;
  update: number;
}

const ONLY_CHARTS = 'Dozwolone są tylko pliki .000 (komórki) oraz .001–.999 (ich aktualizacje)';

/** The name itself if it is a safe chart file name ('.000' … '.999'), else a 400. */
export function chartFileName(raw: string, field = 'file'): ChartFileName {
  const name = raw.trim();
  const match = CHART_EXTENSION.exec(name);
  if (!match || name.length === 4) throw new HttpError(400, ONLY_CHARTS, { [field]: ONLY_CHARTS });
  if (!SAFE_NAME.test(name) || name.includes('..')) {
    throw new HttpError(400, `Niedozwolona nazwa pliku: ${name}`, { [field]: 'Nazwa może zawierać tylko litery, cyfry, spacje oraz _ . ( ) -' });
  }
  return { name, stem: name.slice(0, -4), update: Number(match[1]) };
}

const sameStem = (name: string, stem: string): boolean => name.slice(0, -4).toUpperCase() === stem.toUpperCase();

/** The stored base cell of a stem (its name as stored), or null. */
export function storedBase(folder: FileFolder, stem: string): string | null {
  return folder.list(BASE_EXTENSION).find((name) => sameStem(name, stem)) ?? null;
}

/** The stored update files of a stem, in update order ('.001' first). */
export function storedUpdates(folder: FileFolder, stem: string): string[] {
  return folder
    .names()
    .filter((name) => {
      const match = CHART_EXTENSION.exec(name);
      return match !== null && match[1] !== '000' && sameStem(name, stem);
    })
    .sort((a, b) => Number(a.slice(-3)) - Number(b.slice(-3)));
}

/** The latest update number stored for a stem (0 without updates). */
export function latestUpdate(folder: FileFolder, stem: string): number {
  const updates = storedUpdates(folder, stem);
  const last = updates[updates.length - 1];
  return last ? Number(last.slice(-3)) : 0;
}

/** Removes the update files of a stem (its base cell was replaced or deleted); returns how many. */
export function removeUpdates(folder: FileFolder, stem: string): number {
  const updates = storedUpdates(folder, stem);
  for (const name of updates) folder.remove(name);
  return updates.length;
}
