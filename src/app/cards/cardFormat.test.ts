import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../protocol/vessels';
import { atonFields, atonTypeText, formatPosition, vesselFields } from './cardFormat';

const VESSEL: Vessel = {
  id: 8_400_000,
  mmsi: '261000001',
  name: 'BALTIC STAR',
  vessel_type: 70,
  latitude: 54.5312346,
  longitude: 18.5523456,
  speed: 12.34,
  course: 271.25,
  heading: 270,
  nav_status: 'AtAnchor',
  draught: 7.06,
  to_bow: 120,
  to_stern: 30,
  to_port: 10,
  to_starboard: 12,
  last_reported: '2026-11-22T06:00:00Z',
};

describe('card formats', () => {
  it('vessel fields in the spec order with 6-decimal positions and 1-decimal speed, course and draught', () => {
    expect(vesselFields(VESSEL)).toEqual([
      ['MMSI', '261000001'],
      ['Typ', 'Towarowy'],
      ['Wymiary', '150 x 22 m'],
      ['Pozycja', '54.531235 N 18.552346 E'],
      ['Prędkość', '12.3 kn'],
      ['Kurs', '271.3°'],
      ['Heading', '270°'],
      ['Zanurzenie', '7.1 m'],
      ['Status', 'Na kotwicy'],
    ]);
  });

  it("shows 'N/A' for what is missing; dimensions need all four", () => {
    const fields = Object.fromEntries(vesselFields({ ...VESSEL, vessel_type: null, to_port: null, speed: null, course: null, heading: null, draught: null }));
    expect(fields).toMatchObject({ Typ: 'N/A', Wymiary: 'N/A', Prędkość: 'N/A', Kurs: 'N/A', Heading: 'N/A', Zanurzenie: 'N/A' });
    expect(formatPosition(null, 18)).toBe('N/A');
  });

  it('aton type from the catalogue, falling back to the raw value', () => {
    expect(atonTypeText(24)).toBe('Znak lewej strony');
    expect(atonTypeText(0)).toBe('Domyślny / nieokreślony');
    expect(atonTypeText(31)).toBe('Latarniowiec / LANBY / platforma');
    expect(atonTypeText(45)).toBe('45');
    const fields = Object.fromEntries(
      atonFields({ id: 1, name: 'G1', mmsi: '992616003', vid: 3, aid_type: 29, latitude: -54.5, longitude: -18.25, active: true, integrated: false, last_reported: null }),
    );
    expect(fields).toEqual({ MMSI: '992616003', Typ: 'Znak bezpiecznej wody', Pozycja: '54.500000 S 18.250000 W', 'Ostatnie zgłoszenie': 'N/A' });
  });
});
