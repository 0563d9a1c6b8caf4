import { describe, expect, it } from 'vitest';
import { hasErrors, isBlank, numberText, parseDecimal, parseInteger, positionText, serverReason } from './formRules';

describe('form rules', () => {
  it('reads decimals with a point or a comma and refuses anything else', () => {
    expect(parseDecimal('54.53')).toBe(54.53);
    expect(parseDecimal(' 18,54 ')).toBe(18.54);
    expect(parseDecimal('-0.5')).toBe(-0.5);
    expect(parseDecimal('.5')).toBe(0.5);
    expect(parseDecimal('1e3')).toBe(1000);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('12a')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
    expect(parseDecimal('Infinity')).toBeNull();
    expect(parseDecimal('1e999')).toBeNull();
  });

  it('reads whole numbers only', () => {
    expect(parseInteger('12')).toBe(12);
    expect(parseInteger(' -3 ')).toBe(-3);
    expect(parseInteger('2.5')).toBeNull();
    expect(parseInteger('')).toBeNull();
    expect(parseInteger('99999999999999999999')).toBeNull();
  });

  it('tells blank text, errors and form text of numbers and positions', () => {
    expect(isBlank('  ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(hasErrors({ a: undefined })).toBe(false);
    expect(hasErrors({ a: undefined, b: 'x' })).toBe(true);
    expect(numberText(null)).toBe('');
    expect(numberText(3.5)).toBe('3.5');
    expect(positionText({ latDeg: 54.53, lonDeg: 18.54 })).toEqual({ latitude: '54.53', longitude: '18.54' });
    expect(positionText({ latDeg: 54.123456789, lonDeg: -18.0000001 })).toEqual({ latitude: '54.123457', longitude: '-18' });
  });

  it("gives the server's reason of a 4xx only", () => {
    expect(serverReason({ status: 409, data: { code: 'conflict', message: 'stoją na niej pociągi' } })).toBe('stoją na niej pociągi');
    expect(serverReason({ status: 500, data: { message: 'internal' } })).toBeNull();
    expect(serverReason(new TypeError('Failed to fetch'))).toBeNull();
    expect(serverReason(null)).toBeNull();
  });
});
