import { describe, expect, it } from 'vitest';
import type { LiveTrain } from '../../../../protocol/streams';
import { LOCO_COLOUR, TROLLEY_COLOUR, trainBuffers } from './trainBuffers';

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
  it('draws the loco and every trolley as two triangles with the train id colour', () => {
    const b = trainBuffers([train], { latDeg: 54.53, lonDeg: 18.54 });
    expect(b.positions.length / 2).toBe(4 * 6);
    expect(Array.from(b.colours.slice(0, 4))).toEqual([...LOCO_COLOUR]);
    expect(Array.from(b.colours.slice(6 * 4, 6 * 4 + 4))).toEqual([...TROLLEY_COLOUR]);
    // 258 = 2 + 1*256.
    expect(Array.from(b.pickColours.slice(-4))).toEqual([2, 1, 0, 255]);
    expect(b.offsetsPx.every((v) => v === 0)).toBe(true);
    // Near the origin, east of it along the azimuth, within the train length (metres).
    const xs = Array.from(b.positions).filter((_, i) => i % 2 === 0);
    const span = (Math.max(...xs) - Math.min(...xs)) * Math.cos((54.53 * Math.PI) / 180);
    expect(span).toBeGreaterThan(60);
    expect(span).toBeLessThan(70);
  });

  it('gives empty buffers without trains', () => {
    expect(trainBuffers([], { latDeg: 54.53, lonDeg: 18.54 }).positions.length).toBe(0);
  });
});
