import { describe, expect, it } from 'vitest';
import { EMPTY_SIDING_FORM, sidingFormComplete, sidingFormOf, sidingInputOf, validateSidingForm, type SidingFormValues } from './sidingForm';

const filled: SidingFormValues = {
  nabrzeze: ' Nabrzeże Węglowe ',
  zwrotnica: ' Z12 ',
  tor: 'T3',
  dlugosc_toru: '350',
  latitude: '54,53',
  longitude: '18.54',
  azimuth: '-45.5',
};

describe('siding form rules', () => {
  it('is complete only when every field is filled, texts after trimming', () => {
    expect(sidingFormComplete(EMPTY_SIDING_FORM)).toBe(false);
    expect(sidingFormComplete(filled)).toBe(true);
    expect(sidingFormComplete({ ...filled, nabrzeze: '   ' })).toBe(false);
    expect(sidingFormComplete({ ...filled, azimuth: '' })).toBe(false);
  });

  it('limits zwrotnica and tor to 4 characters after trimming', () => {
    expect(validateSidingForm({ ...filled, zwrotnica: '  ABCD  ' }, true)).toEqual({});
    expect(validateSidingForm({ ...filled, zwrotnica: 'ABCDE', tor: '12345' }, true)).toEqual({
      zwrotnica: 'Maksymalnie 4 znaki.',
      tor: 'Maksymalnie 4 znaki.',
    });
  });

  it('wants numbers, a track length >= 0 and a position on the globe', () => {
    expect(validateSidingForm({ ...filled, dlugosc_toru: '-1' }, true)).toEqual({ dlugosc_toru: 'Wartość nie może być ujemna.' });
    expect(validateSidingForm({ ...filled, dlugosc_toru: '0' }, true)).toEqual({});
    expect(validateSidingForm({ ...filled, azimuth: 'abc' }, true)).toEqual({ azimuth: 'Podaj liczbę.' });
    expect(validateSidingForm({ ...filled, latitude: '91' }, true)).toEqual({ latitude: 'Szerokość geograficzna musi być w zakresie od -90 do 90.' });
    expect(validateSidingForm({ ...filled, longitude: '-181' }, true)).toEqual({ longitude: 'Długość geograficzna musi być w zakresie od -180 do 180.' });
  });

  it('names empty fields only when asked', () => {
    expect(validateSidingForm(EMPTY_SIDING_FORM, false)).toEqual({});
    expect(Object.keys(validateSidingForm(EMPTY_SIDING_FORM, true))).toHaveLength(7);
  });

  it('sends trimmed texts and numbers as numbers', () => {
    expect(sidingInputOf(filled)).toEqual({
      nabrzeze: 'Nabrzeże Węglowe',
      zwrotnica: 'Z12',
      tor: 'T3',
      dlugosc_toru: 350,
      latitude: 54.53,
      longitude: 18.54,
      azimuth: -45.5,
    });
    expect(sidingInputOf({ ...filled, tor: '' })).toBeNull();
    expect(sidingInputOf({ ...filled, dlugosc_toru: '-5' })).toBeNull();
  });

  it('fills the edit form from a siding', () => {
    const form = sidingFormOf({ id: 1, nabrzeze: 'N', zwrotnica: 'Z1', tor: 'T', dlugosc_toru: 120.5, latitude: 54.5, longitude: 18.6, azimuth: 90 });
    expect(form).toEqual({ nabrzeze: 'N', zwrotnica: 'Z1', tor: 'T', dlugosc_toru: '120.5', latitude: '54.5', longitude: '18.6', azimuth: '90' });
    expect(sidingInputOf(form)).toMatchObject({ dlugosc_toru: 120.5, azimuth: 90 });
  });
});
