// Checks that an uploaded chart file is an S-57 cell: an ISO/IEC 8211 file
// whose data descriptive record declares the S-57 dataset fields.
// TODO(S-57 reader): replace with a full parse through the Rust reader.

/** Why the bytes are not an S-57 cell, or null when they look like one. */
export function encCellProblem(bytes: Buffer): string | null {
  if (bytes.length < 24) return 'plik jest za krótki';
  const leader = bytes.subarray(0, 24).toString('latin1');
  const recordLength = Number(leader.slice(0, 5));
  const fieldAreaStart = Number(leader.slice(12, 17));
  if (!/^\d{5}$/.test(leader.slice(0, 5)) || leader[6] !== 'L' || !/^\d{5}$/.test(leader.slice(12, 17))) {
    return 'plik nie jest w formacie ISO/IEC 8211';
  }
  if (recordLength < 24 || recordLength > bytes.length || fieldAreaStart >= recordLength) {
    return 'uszkodzony nagłówek ISO/IEC 8211';
  }
  const ddr = bytes.subarray(0, recordLength).toString('latin1');
  if (!ddr.includes('DSID') || !ddr.includes('FRID')) return 'plik ISO/IEC 8211 nie jest komórką S-57 (brak pól DSID/FRID)';
  return null;
}
