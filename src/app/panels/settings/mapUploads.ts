// What the Mapy tab accepts: S-57 base cells (CELL.000) and their updates
// (CELL.001 … CELL.999), uploaded cell first and updates in sequence (the
// server refuses an update before its cell or out of order).

const CHART_FILE = /^(.+)\.(\d{3})$/i;

/** The file chooser's filter: .000 … .999. */
export const MAP_ACCEPT = Array.from({ length: 1000 }, (_, n) => `.${String(n).padStart(3, '0')}`).join(',');

export interface ChartUpload {
  /** The cell's name without its extension. */
  stem: string;
  /** 0 for a base cell, 1 … 999 for an update. */
  update: number;
}

/** The cell and update number of a chart file name; null when it is neither a cell nor an update. */
export function chartUpload(fileName: string): ChartUpload | null {
  const match = CHART_FILE.exec(fileName.trim());
  if (!match) return null;
  return { stem: (match[1] ?? '').toUpperCase(), update: Number(match[2]) };
}

/** The base cell's file name of a chart file. */
export const baseCellName = (upload: ChartUpload): string => `${upload.stem}.000`;

/** Chart files in upload order: per cell its base first, then its updates in sequence. */
export function uploadOrder<T extends { name: string }>(files: readonly T[]): T[] {
  const key = (f: T) => chartUpload(f.name) ?? { stem: '', update: 0 };
  return [...files].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka.stem === kb.stem ? ka.update - kb.update : ka.stem < kb.stem ? -1 : 1;
  });
}
