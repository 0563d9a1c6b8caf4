import { describe, expect, it } from 'vitest';
import { lightDescription } from './lightDescription';

describe('lightDescription', () => {
  it('writes character, group, colours, period and range as a chart does', () => {
    expect(lightDescription({ LITCHR: 2, SIGGRP: '(2)', COLOUR: [4], SIGPER: 6 })).toBe('Fl(2)G 6s');
    expect(lightDescription({ LITCHR: 2, SIGGRP: '(1)', COLOUR: [3], SIGPER: 4, VALNMR: 5 })).toBe('Fl R 4s 5M');
    expect(lightDescription({ LITCHR: '4', SIGGRP: '()', COLOUR: ['1'], SIGPER: '1.0' })).toBe('Q W 1s');
    expect(lightDescription({ LITCHR: 1, COLOUR: [1, 3, 4] })).toBe('F WRG');
    expect(lightDescription({ LITCHR: 2 })).toBe('Fl');
    expect(lightDescription({ LITCHR: 8, SIGGRP: '(2+1)', COLOUR: [6], SIGPER: 12.5, VALNMR: 2.25 })).toBe('Oc(2+1)Y 12.5s 2.3M');
  });

  it('gives nothing for a light without a known character', () => {
    expect(lightDescription({ COLOUR: [1] })).toBeNull();
    expect(lightDescription({ LITCHR: 99 })).toBeNull();
  });
});
