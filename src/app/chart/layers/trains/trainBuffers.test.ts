import { describe, expect, it } from 'vitest';
import type { LiveTrain } from '../../../../protocol/streams';
import { BORDER_PX, MIN_WIDTH_PX, trainBuffers } from './trainBuffers';
import { trainColour } from './trainColours';
import { contrastRatio, relativeLuminance } from '../../theme/liveColour';
import { colourRgb } from '../../../../protocol/s52Colours';

const train: LiveTrain = {
  train_id: 258,
  name: 'T1',
  siding_position: { latitude: 54.53, longitude: 18.54 },
  siding_length: 300,
  azimuth: 90,
  trolley_count: 3,
  loco_length: 20,
  loco_width: 3,
  trolley_length: 15,
  trolley_width: 3,
  trolley_spacing: 1,
};

describe('train buffers', () => {
  it('draws the train over its border, and each vehicle true to scale and as a bar at least 3 px wide, with the train id colour', () => {
    const b = trainBuffers([train], { latDeg: 54.53, lonDeg: 18.54 }, 'day');
    // Border: bar and outline (2 quads); each of 4 vehicles: true-scale quad and bar.
    expect(b.positions.length / 2).toBe((2 + 4 * 2) * 6);
    const colourAt = (quad: number) => Array.from(b.colours.slice(quad * 24, quad * 24 + 3));
    expect(colourAt(0)).toEqual([...trainColour('border', 'day')]);
    expect(colourAt(2)).toEqual([...trainColour('loco', 'day')]);
    expect(colourAt(4)).toEqual([...trainColour('trolley', 'day')]);
    // 258 = 2 + 1*256.
    expect(Array.from(b.pickColours.slice(-4))).toEqual([2, 1, 0, 255]);
    // The bars' pixel offsets: 1.5 px across each vehicle, the border 1 px more (and 1 px beyond the ends).
    const offsets = (quad: number) => Array.from({ length: 6 }, (_, k) => Math.hypot(b.offsetsPx[2 * (quad * 6 + k)] ?? 0, b.offsetsPx[2 * (quad * 6 + k) + 1] ?? 0));
    expect(Math.max(...offsets(3))).toBeCloseTo(MIN_WIDTH_PX / 2, 5);
    expect(Math.max(...offsets(0))).toBeCloseTo(Math.hypot(MIN_WIDTH_PX / 2 + BORDER_PX, BORDER_PX), 5);
    expect(offsets(2).every((v) => v === 0)).toBe(true);
    // Near the origin, east of it along the azimuth, within the train length (metres).
    const xs = Array.from(b.positions.slice(2 * 12)).filter((_, i) => i % 2 === 0);
    const span = (Math.max(...xs) - Math.min(...xs)) * Math.cos((54.53 * Math.PI) / 180);
    expect(span).toBeGreaterThan(60);
    expect(span).toBeLessThan(70);
  });

  it('contrasts with the land of every theme (3:1), and is dim at night', () => {
    for (const theme of ['day', 'dusk', 'night'] as const) {
      const land = colourRgb('LANDA', theme);
      for (const part of ['loco', 'trolley'] as const) {
        expect(contrastRatio(trainColour(part, theme), land), `${part} ${theme}`).toBeGreaterThanOrEqual(3);
        // The border stands apart from the train too.
        expect(contrastRatio(trainColour(part, theme), trainColour('border', theme)), `${part} border ${theme}`).toBeGreaterThanOrEqual(3);
      }
      if (theme === 'night') expect(relativeLuminance(trainColour('loco', theme))).toBeLessThanOrEqual(0.15);
    }
  });

  it('gives empty buffers without trains', () => {
    expect(trainBuffers([], { latDeg: 54.53, lonDeg: 18.54 }, 'night').positions.length).toBe(0);
  });
});
