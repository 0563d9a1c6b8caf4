// One builder per scene kind (e2e/golden/sceneList.ts names the scenes).
import type { SceneKind } from '../../sceneList';
import type { SceneBuilder } from '../stage';
import { chartCellScene, chartFillScene, chartLineScene, chartSymbolScene, chartTextScene, coastlineScene } from './chartScenes';
import { iconsScene } from './iconScenes';
import { alertFocusScene, ghostScene, lightningScene, tracksScene, trainsScene, vesselsScene, warningAreasScene } from './liveScenes';
import { cameraSectorsScene, radarScene, sketchScene } from './toolScenes';
import { zonesScene } from './zoneScenes';

export const SCENE_BUILDERS: Readonly<Record<SceneKind, SceneBuilder>> = {
  'chart-fill': chartFillScene,
  'chart-line': chartLineScene,
  'chart-symbol': chartSymbolScene,
  'chart-text': chartTextScene,
  'chart-cell': chartCellScene,
  coastline: coastlineScene,
  vessels: vesselsScene,
  trains: trainsScene,
  ghost: ghostScene,
  lightning: lightningScene,
  'warning-areas': warningAreasScene,
  'alert-focus': alertFocusScene,
  tracks: tracksScene,
  zones: zonesScene,
  radar: radarScene,
  'camera-sectors': cameraSectorsScene,
  sketch: sketchScene,
  icons: iconsScene,
};
