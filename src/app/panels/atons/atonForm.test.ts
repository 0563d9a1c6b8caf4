import { describe, expect, it } from 'vitest';
import { EMPTY_ATON_FORM, atonFormComplete, atonFormOf, atonInputOf, validateAtonForm, type AtonFormValues } from './atonForm';

const filled: AtonFormValues = { name: ' Boja 1 ', mmsi: '992611001', vid: '7', aidType: '24', latitude: '', longitude: '' };

describe('aton form rules', () => {
  it('requires name, mmsi, vid and aid_type on add, only name and mmsi on edit', () => {
    expect(atonFormComplete(EMPTY_ATON_FORM, 'create')).toBe(false);
    expect(atonFormComplete(filled, 'create')).toBe(true);
    expect(atonFormComplete({ ...filled, vid: '' }, 'create')).toBe(false);
    expect(atonFormComplete({ ...filled, vid: '', aidType: '' }, 'edit')).toBe(true);
    expect(atonFormComplete({ ...filled, name: '  ' }, 'edit')).toBe(false);
    expect(Object.keys(validateAtonForm(EMPTY_ATON_FORM, 'create', true)).sort()).toEqual(['aidType', 'mmsi', 'name', 'vid']);
    expect(Object.keys(validateAtonForm(EMPTY_ATON_FORM, 'edit', true)).sort()).toEqual(['mmsi', 'name']);
  });

  it('wants a 9-digit MMSI, numeric vid and aid_type in 0..31, a position on the globe', () => {
    expect(validateAtonForm({ ...filled, mmsi: '12345' }, 'create', true)).toEqual({ mmsi: 'MMSI musi składać się z 9 cyfr' });
    expect(validateAtonForm({ ...filled, vid: 'x' }, 'create', true)).toEqual({ vid: 'VID musi być liczbą całkowitą, co najmniej 0.' });
    expect(validateAtonForm({ ...filled, aidType: '32' }, 'create', true)).toEqual({ aidType: 'Podaj liczbę całkowitą.' });
    expect(validateAtonForm({ ...filled, latitude: '95' }, 'create', true)).toEqual({ latitude: 'Szerokość geograficzna musi być w zakresie od -90 do 90.' });
    expect(validateAtonForm({ ...filled, longitude: 'abc' }, 'create', true)).toEqual({ longitude: 'Podaj liczbę.' });
  });

  it('sends numbers as numbers and an empty position as null', () => {
    expect(atonInputOf(filled, 'create')).toEqual({ name: 'Boja 1', mmsi: '992611001', vid: 7, aid_type: 24, latitude: null, longitude: null });
    expect(atonInputOf({ ...filled, latitude: '54,4', longitude: '18.7' }, 'create')).toMatchObject({ latitude: 54.4, longitude: 18.7 });
    expect(atonInputOf({ ...filled, vid: '', aidType: '' }, 'edit')).toEqual({ name: 'Boja 1', mmsi: '992611001', latitude: null, longitude: null });
    expect(atonInputOf({ ...filled, vid: '' }, 'create')).toBeNull();
  });

  it('fills the edit form from an aton', () => {
    const aton = { id: 1, name: 'A', mmsi: '992611001', vid: 3, aid_type: 5, latitude: null, longitude: 18.5, active: true, integrated: false, last_reported: null };
    expect(atonFormOf(aton)).toEqual({ name: 'A', mmsi: '992611001', vid: '3', aidType: '5', latitude: '', longitude: '18.5' });
  });
});
