// The golden images' scenes as data (read by the spec in Node and by the
// harness in the browser): each a layer kind drawn alone in a fixed view,
// rendered in every theme and compared with e2e/golden/expected/<name>-<theme>.png.
// A scene of a kind at another range or place is one more entry here; a new
// kind is one more builder in harness/scenes/ (see e2e/golden/README.md).
import type { Theme } from '../../src/protocol/preferences';

export const GOLDEN_THEMES: readonly Theme[] = ['day', 'dusk', 'night'];

/** What a scene draws: one builder each in harness/scenes/index.ts. */
export type SceneKind =
  | 'chart-fill'
  | 'chart-line'
  | 'chart-symbol'
  | 'chart-text'
  | 'chart-cell'
  | 'coastline'
  | 'vessels'
  | 'trains'
  | 'ghost'
  | 'lightning'
  | 'warning-areas'
  | 'alert-focus'
  | 'tracks'
  | 'zones'
  | 'radar'
  | 'camera-sectors'
  | 'sketch'
  | 'icons';

export interface SceneSpec {
  /** The image's file name before '-<theme>.png'. */
  name: string;
  kind: SceneKind;
  /** The view: centre and displayed range (half the canvas height), NM. */
  latDeg: number;
  lonDeg: number;
  rangeNm: number;
  /** The canvas, CSS px (device pixel ratio 1). */
  widthPx: number;
  heightPx: number;
}

/** The shared NOAA cell of the chart scenes: Annapolis Harbor (1:12,000, harbour band). */
export const GOLDEN_CELL = 'US5MD1MC';

/** Whether a scene draws the shared cell (the 'chart-' kinds). */
export const drawsCell = (scene: SceneSpec): boolean => scene.kind.startsWith('chart-');

/** A scene's canvas unless it says otherwise. */
export const SCENE_SIZE_PX = 256;

/** Off Gdynia (the live scenes' data are placed around it). */
const GDYNIA = { latDeg: 54.53, lonDeg: 18.6 };
/** Annapolis Harbor, the shared cell US5MD1MC: buoys, lights, piles, soundings. */
const ANNAPOLIS = { latDeg: 38.968, lonDeg: -76.474 };
/** The cell's north-east corner: its coverage's edge with the coastline beyond. */
const ANNAPOLIS_EDGE = { latDeg: 38.975, lonDeg: -76.44 };

const scene = (name: string, kind: SceneKind, at: { latDeg: number; lonDeg: number }, rangeNm: number): SceneSpec => ({
  name,
  kind,
  ...at,
  rangeNm,
  widthPx: SCENE_SIZE_PX,
  heightPx: SCENE_SIZE_PX,
});

/** A kind at several ranges, each scene named '<kind>-<range>nm' (e.g. vessels-6nm). */
const atRanges = (kind: SceneKind, at: { latDeg: number; lonDeg: number }, rangesNm: readonly number[]): SceneSpec[] =>
  rangesNm.map((rangeNm) => scene(`${kind}-${rangeNm}nm`, kind, at, rangeNm));

export const SCENES: readonly SceneSpec[] = [
  scene('chart-fill', 'chart-fill', ANNAPOLIS, 0.3),
  scene('chart-line', 'chart-line', ANNAPOLIS, 0.3),
  scene('chart-symbol', 'chart-symbol', ANNAPOLIS, 0.3),
  scene('chart-text', 'chart-text', ANNAPOLIS, 0.3),
  scene('chart-cell', 'chart-cell', ANNAPOLIS_EDGE, 3),
  scene('coastline', 'coastline', { latDeg: 54.5, lonDeg: 18.62 }, 12),
  scene('vessels', 'vessels', GDYNIA, 0.5),
  ...atRanges('vessels', GDYNIA, [24, 6, 1.5]),
  scene('trains', 'trains', GDYNIA, 0.12),
  ...atRanges('trains', GDYNIA, [24, 6, 1.5]),
  scene('ghost', 'ghost', GDYNIA, 0.5),
  scene('lightning', 'lightning', GDYNIA, 3),
  scene('warning-areas', 'warning-areas', GDYNIA, 3),
  scene('alert-focus', 'alert-focus', GDYNIA, 0.5),
  scene('tracks', 'tracks', GDYNIA, 0.5),
  scene('zones', 'zones', GDYNIA, 1.5),
  scene('radar', 'radar', GDYNIA, 1.5),
  scene('camera-sectors', 'camera-sectors', GDYNIA, 1.5),
  scene('sketch', 'sketch', GDYNIA, 1),
  scene('icons', 'icons', GDYNIA, 3),
];

/** The committed image of a scene in a theme. */
export const imageName = (sceneName: string, theme: Theme): string => `${sceneName}-${theme}.png`;
