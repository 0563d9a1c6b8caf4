import { describe, expect, it } from 'vitest';
import type { Aton } from '../../protocol/atons';
import { ICON_SCALE_MAX, ICON_SCALE_MIN, OVERLAY_POOL_MAX, atonAppearance, iconScale, overlayItems } from './overlayPool';

const aton = (i: number, over: Partial<Aton> = {}): Aton => ({
  id: i,
  name: `A${i}`,
  mmsi: '992611000',
  vid: i,
  aid_type: 1,
  latitude: 0,
  longitude: i,
  active: false,
  integrated: false,
  last_reported: null,
  ...over,
});
// Longitude as the x pixel, latitude as y.
const toScreen = (lat: number, lon: number) => ({ xPx: lon, yPx: lat });

describe('aton overlay pool', () => {
  it('shows at most 100 icons', () => {
    const items = overlayItems(
      Array.from({ length: 250 }, (_, i) => aton(i)),
      toScreen,
      1000,
      100,
    );
    expect(items).toHaveLength(OVERLAY_POOL_MAX);
    expect(items.map((i) => i.slot)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('hides icons off-screen by more than 50 px and those without a position', () => {
    const atons = [aton(1, { longitude: -50 }), aton(2, { longitude: -51 }), aton(3, { longitude: 150 }), aton(4, { longitude: 151 }), aton(5, { latitude: null })];
    expect(overlayItems(atons, toScreen, 100, 100).map((i) => i.aton.id)).toEqual([1, 3]);
  });

  it('integrated wins over active, else inactive', () => {
    expect(atonAppearance({ active: false, integrated: false })).toBe('inactive');
    expect(atonAppearance({ active: true, integrated: false })).toBe('active');
    expect(atonAppearance({ active: true, integrated: true })).toBe('integrated');
    expect(atonAppearance({ active: false, integrated: true })).toBe('integrated');
  });

  it('clamps the zoom-based icon scale to 0.2..0.8', () => {
    expect(iconScale(1000)).toBe(ICON_SCALE_MIN);
    expect(iconScale(0.5)).toBe(ICON_SCALE_MAX);
    expect(iconScale(10)).toBeCloseTo(0.4, 12);
  });
});
