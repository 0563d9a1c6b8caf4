import { describe, expect, it } from 'vitest';
import { EMPTY_TRAIN_FORM, trainFormOf, trainInputOf, trolleyCountOf, validateTrainForm } from './trainForm';

describe('train form rules', () => {
  it('takes an empty wagon count as 0 on create and refuses what is not a whole number >= 0', () => {
    expect(trolleyCountOf('', 'create')).toBe(0);
    expect(trolleyCountOf(' 12 ', 'create')).toBe(12);
    expect(trolleyCountOf('-1', 'create')).toBeNull();
    expect(trolleyCountOf('2.5', 'create')).toBeNull();
    expect(trolleyCountOf('abc', 'create')).toBeNull();
  });

  it('falls back to 0 on edit when the wagon count cannot be parsed, but keeps the minimum 0', () => {
    expect(trolleyCountOf('', 'edit')).toBe(0);
    expect(trolleyCountOf('abc', 'edit')).toBe(0);
    expect(trolleyCountOf('7', 'edit')).toBe(7);
    expect(trolleyCountOf('7 wagonów', 'edit')).toBe(7);
    expect(trolleyCountOf('-3', 'edit')).toBeNull();
  });

  it('requires a name (after trimming) and a siding', () => {
    expect(validateTrainForm(EMPTY_TRAIN_FORM, 'create')).toEqual({ name: 'Podaj nazwę pociągu.', siding: 'Wybierz bocznicę.' });
    expect(validateTrainForm({ ...EMPTY_TRAIN_FORM, name: '   ', siding: '2' }, 'create')).toEqual({ name: 'Podaj nazwę pociągu.' });
    expect(validateTrainForm({ ...EMPTY_TRAIN_FORM, name: 'T1', siding: '2', trolleyCount: '-2' }, 'create')).toEqual({
      trolleyCount: 'Liczba wagonów musi być liczbą całkowitą, co najmniej 0.',
    });
    expect(validateTrainForm({ ...EMPTY_TRAIN_FORM, name: 'T1', siding: '2' }, 'create')).toEqual({});
  });

  it('builds the body with trimmed texts and numbers', () => {
    expect(trainInputOf({ name: ' Węglarka 1 ', siding: '3', trolleyCount: '', description: ' opis ' }, 'create')).toEqual({
      name: 'Węglarka 1',
      siding: 3,
      trolley_count: 0,
      description: 'opis',
    });
    expect(trainInputOf({ name: 'T', siding: '3', trolleyCount: 'x', description: '' }, 'edit')).toMatchObject({ trolley_count: 0 });
    expect(trainInputOf({ name: '', siding: '3', trolleyCount: '1', description: '' }, 'create')).toBeNull();
    expect(trainInputOf({ name: 'T', siding: '', trolleyCount: '1', description: '' }, 'create')).toBeNull();
  });

  it('fills the edit form from a train', () => {
    expect(trainFormOf({ id: 1, name: 'A', siding: 4, trolley_count: 6, description: 'd' })).toEqual({
      name: 'A',
      siding: '4',
      trolleyCount: '6',
      description: 'd',
    });
  });
});
