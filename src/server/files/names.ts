// Safe names for uploaded files: a plain file name (no folders, no path
// traversal, no hidden files, no control characters) with the given extension.
import { HttpError } from '../errors';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9 _.()-]{0,120}$/;

/** The name itself if it is safe and ends with `extension` (case-insensitive), else a 400. */
export function safeFileName(raw: string, extension: string, field = 'file'): string {
  const name = raw.trim();
  if (!name.toLowerCase().endsWith(extension) || name.length === extension.length) {
    throw new HttpError(400, `Dozwolone są tylko pliki ${extension}`, { [field]: `Dozwolone są tylko pliki ${extension}` });
  }
  if (!SAFE_NAME.test(name) || name.includes('..')) {
    throw new HttpError(400, `Niedozwolona nazwa pliku: ${name}`, { [field]: 'Nazwa może zawierać tylko litery, cyfry, spacje oraz _ . ( ) -' });
  }
  return name;
}
