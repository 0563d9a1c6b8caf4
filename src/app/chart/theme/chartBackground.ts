// The chart's clear colour per theme: what shows where nothing is drawn,
// which is the sea wherever no ENC cell is (the world contour map draws
// only land). By day the spec's dark blue-grey (#1c2733); at dusk and night
// darker blue-greys, the console's own background in those themes
// (theme.css --ui-app-bg), as S-52 darkens its sea: the live symbols keep
// 3:1 against it within the night luminance band (theme/liveColour.ts).
import type { Rgb } from '../../../protocol/s52Colours';
import type { Theme } from '../../../protocol/preferences';

export const CHART_BACKGROUND: Readonly<Record<Theme, Rgb>> = {
  day: [28, 39, 51],
  dusk: [18, 26, 34],
  night: [5, 8, 10],
};

/** The clear colour as GL wants it: RGBA 0..1. */
export function clearColour(theme: Theme): readonly [number, number, number, number] {
  const [r, g, b] = CHART_BACKGROUND[theme] ?? CHART_BACKGROUND.day;
  return [r / 255, g / 255, b / 255, 1];
}
