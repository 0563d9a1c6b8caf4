// Checks that an uploaded chart file is an S-57 cell: a quick look at the
// ISO/IEC 8211 leader first, then a full read with our S-57 reader (the
// WASM core, as the chart engine reads it).
import { readEnc } from '../../wasm/enc';

function leaderProblem(bytes: Buffer): string | null {
  if (bytes.length < 24) return 'plik jest za krótki';
  const leader = bytes.subarray(0, 24).toString('latin1');
  if (!/^\d{5}$/.test(leader.slice(0, 5)) || leader[6] !== 'L' || !/^\d{5}$/.test(leader.slice(12, 17))) {
    return 'plik nie jest w formacie ISO/IEC 8211';
  }
  return null;
}

/** Why the bytes are not a readable S-57 cell, or null when they are one. */
export function encCellProblem(name: string, bytes: Buffer): string | null {
  const problem = leaderProblem(bytes);
  if (problem) return problem;
  try {
    const cell = readEnc(name, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
    return cell.layers.length === 0 ? 'komórka nie zawiera żadnych obiektów' : null;
  } catch (error) {
    return `błąd odczytu S-57: ${error instanceof Error ? error.message : String(error)}`;
  }
}
