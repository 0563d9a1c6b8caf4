import { describe, expect, it } from 'vitest';
import type { ZonePoint } from '../../../protocol/zones';
import { NO_SWITCHES, rulesText, validateZoneForm, zoneInputOf } from './zoneForm';

const triangle: ZonePoint[] = [
  [54.0, 18.0],
  [54.0, 18.1],
  [54.1, 18.0],
];

describe('the zone form', () => {
  it('asks for a name and a speed limit above 0 and at most 100 kn (empty: none), in Polish', () => {
    expect(validateZoneForm({ name: ' ', speedLimit: '' }, triangle)).toEqual({ name: 'Podaj nazwę strefy' });
    expect(validateZoneForm({ name: 'Tor', speedLimit: '0' }, triangle).speedLimit).toBe('Limit prędkości musi być liczbą większą od 0 i nie większą niż 100');
    expect(validateZoneForm({ name: 'Tor', speedLimit: 'szybko' }, triangle).speedLimit).toBeDefined();
    expect(validateZoneForm({ name: 'Tor', speedLimit: '100,5' }, triangle).speedLimit).toBeDefined();
    expect(validateZoneForm({ name: 'x'.repeat(101), speedLimit: '' }, triangle).name).toBe('Nazwa może mieć najwyżej 100 znaków');
    expect(validateZoneForm({ name: 'Tor', speedLimit: '' }, triangle.slice(0, 2)).polygon).toBe('Strefa musi mieć od 3 do 500 punktów');
    expect(validateZoneForm({ name: 'Tor', speedLimit: '8,5' }, triangle)).toEqual({});
  });

  it('builds a POST body with the outline, a PATCH body without; none while invalid', () => {
    expect(zoneInputOf({ name: ' Tor ', speedLimit: '8,5' }, { ...NO_SWITCHES, entry: true }, triangle)).toEqual({
      name: 'Tor',
      polygon: triangle,
      rules: { entry: true, exit: false, no_anchoring: false, speed_limit_kn: 8.5 },
    });
    expect(zoneInputOf({ name: 'Tor', speedLimit: '' }, NO_SWITCHES, null)).toEqual({ name: 'Tor', rules: { ...NO_SWITCHES, speed_limit_kn: null } });
    expect(zoneInputOf({ name: '', speedLimit: '' }, NO_SWITCHES, triangle)).toBeNull();
  });

  it('says the rules in a few words', () => {
    expect(rulesText({ entry: true, exit: false, speed_limit_kn: 8.5, no_anchoring: true })).toBe('wejście, limit 8,5 kn, zakaz kotwiczenia');
    expect(rulesText({ entry: false, exit: false, speed_limit_kn: null, no_anchoring: false })).toBe('Bez reguł');
  });
});
