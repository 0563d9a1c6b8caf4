import { describe, expect, it } from 'vitest';
import type { Aton } from '../../protocol/atons';
import { atonStatusFields, isFault } from './atonMonitoring';

const ATON: Aton = { id: 1, name: 'N1', mmsi: '992611001', vid: 1, aid_type: 23, latitude: 54.5, longitude: 18.6, active: true, integrated: false, last_reported: null };

describe('the aton card monitoring', () => {
  it('says nothing for an aid that reports none of it', () => {
    expect(atonStatusFields(ATON)).toEqual([]);
  });

  it('shows the off-position flag, the virtual aid and the monitoring report, faults marked', () => {
    const fields = atonStatusFields({
      ...ATON,
      off_position: true,
      virtual_aid: true,
      monitoring: { supply_voltage: 11.94, external_voltage_1: 0, external_voltage_2: 0, racon: 'operational', light: 'error', alarm: true, off_position: false, digital_inputs: 0, reported_at: '2026-11-29T09:00:00Z' },
    });
    const byLabel = Object.fromEntries(fields);
    expect(byLabel).toMatchObject({
      'Stan pozycji': 'POZA POZYCJĄ',
      'Znak wirtualny': 'tak',
      Światło: 'AWARIA',
      Zasilanie: '11,9 V',
      RACON: 'sprawny',
      'Alarm stacji': 'TAK',
      'Pozycja wg stacji': 'Na pozycji',
    });
    expect(fields.filter(([, v]) => isFault(v)).map(([l]) => l)).toEqual(['Stan pozycji', 'Światło', 'Alarm stacji']);
  });
});
