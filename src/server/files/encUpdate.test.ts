// Update uploads are checked against the stored cell through the real WASM
// core: in sequence accepted, out of order, repeated, foreign or unreadable
// refused with a Polish message.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { sharedDataFile } from '../testing/sharedData';
import { checkEncUpdateUpload, encUpdateRefusalMessage } from './encUpdate';

const file = (cell: string, ext: string): Uint8Array | null => {
  const path = sharedDataFile('enc', cell, `${cell}.${ext}`);
  return path ? new Uint8Array(readFileSync(path)) : null;
};
const [base, u1, u2, u3] = ['000', '001', '002', '003'].map((ext) => file('US4MD81M', ext));
const other = file('US4AK3SB', '001');

describe.skipIf(!base || !u1 || !u2 || !u3 || !other)('checkEncUpdateUpload', () => {
  const b = base ?? new Uint8Array();
  it('accepts the next update in sequence', () => {
    expect(checkEncUpdateUpload('US4MD81M.000', b, [], 'US4MD81M.001', u1 ?? b)).toEqual({ ok: true, update: 1 });
    expect(checkEncUpdateUpload('US4MD81M.000', b, [u1 ?? b, u2 ?? b], 'US4MD81M.003', u3 ?? b)).toEqual({ ok: true, update: 3 });
  });

  it('refuses updates out of order, twice, for another cell, misnamed or unreadable, in Polish', () => {
    const outOfOrder = checkEncUpdateUpload('US4MD81M.000', b, [u1 ?? b], 'US4MD81M.003', u3 ?? b);
    expect(outOfOrder).toMatchObject({ ok: false, refusal: { code: 'out-of-order', expected: 2, found: 3 } });
    if (!outOfOrder.ok) expect(outOfOrder.message).toBe('Aktualizacje stosuje się po kolei: następna jest aktualizacja 2, a US4MD81M.003 ma numer 3');
    expect(checkEncUpdateUpload('US4MD81M.000', b, [u1 ?? b], 'US4MD81M.001', u1 ?? b)).toMatchObject({ ok: false, refusal: { code: 'already-applied', update: 1, applied: 1 } });
    const foreign = checkEncUpdateUpload('US4MD81M.000', b, [], 'US4MD81M.001', other ?? b);
    expect(foreign).toMatchObject({ ok: false, refusal: { code: 'other-cell', cell: 'US4MD81M', updateFor: 'US4AK3SB' } });
    expect(checkEncUpdateUpload('US4MD81M.000', b, [], 'US4MD81M.002', u1 ?? b)).toMatchObject({ ok: false, refusal: { code: 'name-mismatch', fileNumber: 2, update: 1 } });
    expect(checkEncUpdateUpload('US4MD81M.000', b, [], 'US4MD81M.000', b)).toMatchObject({ ok: false, refusal: { code: 'not-an-update' } });
    expect(checkEncUpdateUpload('US4MD81M.000', b, [], 'US4MD81M.001', new Uint8Array([1, 2, 3]))).toMatchObject({ ok: false, refusal: { code: 'unreadable' } });
  });

  it('words every refusal in Polish', () => {
    expect(encUpdateRefusalMessage('X.001', { code: 'not-an-update' })).toContain('nie jest plikiem aktualizacji');
    expect(encUpdateRefusalMessage('X.001', { code: 'other-edition', cellEdition: 31, updateEdition: 30 })).toContain('wydania 30');
    expect(encUpdateRefusalMessage('X.001', { code: 'unreadable' })).toContain('nie jest czytelnym plikiem S-57');
  });
});
