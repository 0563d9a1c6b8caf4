import { describe, expect, it } from 'vitest';
import { depthText } from './soundingText';

describe('depthText (S-52 SNDFRM04)', () => {
  it('keeps decimetres as a subscript below 31 m, truncated, and drops a zero one', () => {
    expect(depthText(2.3)).toEqual({ integer: '2', fraction: '3', drying: false });
    expect(depthText(2.29999999)).toEqual({ integer: '2', fraction: '3', drying: false });
    expect(depthText(2.39)).toEqual({ integer: '2', fraction: '3', drying: false });
    expect(depthText(12)).toEqual({ integer: '12', fraction: null, drying: false });
    expect(depthText(30.96)).toEqual({ integer: '30', fraction: '9', drying: false });
    expect(depthText(0.4)).toEqual({ integer: '0', fraction: '4', drying: false });
  });

  it('writes whole metres from 31 m', () => {
    expect(depthText(31)).toEqual({ integer: '31', fraction: null, drying: false });
    expect(depthText(45.9)).toEqual({ integer: '45', fraction: null, drying: false });
    expect(depthText(1234.5)).toEqual({ integer: '1234', fraction: null, drying: false });
  });

  it('marks drying heights and writes their height', () => {
    expect(depthText(-1.2)).toEqual({ integer: '1', fraction: '2', drying: true });
    expect(depthText(Number.NaN)).toBeNull();
  });
});
