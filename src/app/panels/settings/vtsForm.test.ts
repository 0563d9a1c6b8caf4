import { describe, expect, it } from 'vitest';
import { checkVtsField, checkVtsForm, vtsTexts } from './vtsForm';

describe('the conflict settings form', () => {
  it('takes a decimal comma or point', () => {
    expect(checkVtsField('cpa_threshold_nm', ' 0,25 ')).toEqual({ value: 0.25 });
    expect(checkVtsField('tcpa_horizon_min', '30')).toEqual({ value: 30 });
    expect(checkVtsField('min_speed_kn', '0')).toEqual({ value: 0 });
  });

  it('refuses empty, non-numbers and values out of range with Polish messages', () => {
    expect(checkVtsField('cpa_threshold_nm', '')).toEqual({ error: 'Podaj wartość' });
    expect(checkVtsField('cpa_threshold_nm', '-1')).toEqual({ error: 'Wpisz liczbę, np. 0,5' });
    expect(checkVtsField('cpa_threshold_nm', '1e3')).toEqual({ error: 'Wpisz liczbę, np. 0,5' });
    expect(checkVtsField('cpa_threshold_nm', '6')).toEqual({ error: 'Dozwolone od 0,05 do 5 NM' });
    expect(checkVtsField('tcpa_horizon_min', '0,5')).toEqual({ error: 'Dozwolone od 1 do 120 min' });
    expect(checkVtsField('min_speed_kn', '11')).toEqual({ error: 'Dozwolone od 0 do 10 kn' });
  });

  it('gives the settings only when every field is right', () => {
    expect(checkVtsForm(vtsTexts({ cpa_threshold_nm: 0.5, tcpa_horizon_min: 20, min_speed_kn: 0.5 }))).toEqual({
      settings: { cpa_threshold_nm: 0.5, tcpa_horizon_min: 20, min_speed_kn: 0.5 },
    });
    expect(checkVtsForm({ cpa_threshold_nm: 'x', tcpa_horizon_min: '20', min_speed_kn: '' })).toEqual({
      errors: { cpa_threshold_nm: 'Wpisz liczbę, np. 0,5', min_speed_kn: 'Podaj wartość' },
    });
  });
});
