// The chart's handle (chart/chartHandle.ts) over a scene's fixed view: what
// the tools and the HTML overlays reach the chart through; nothing moves.
import type { ChartHandle } from '../../../../src/app/chart/chartHandle';
import { displayedRangeNm, mercatorProjector, mercatorToScreen, screenToGeo } from '../../../../src/app/chart/viewMath';
import { projectMercator } from '../../../../src/wasm/core';
import type { SceneContext } from '../stage';

export function sceneHandle(ctx: SceneContext): ChartHandle {
  const { view } = ctx;
  const info = () => ({ view, centre: { latDeg: ctx.scene.latDeg, lonDeg: ctx.scene.lonDeg }, cursor: null, rangeNm: displayedRangeNm(view) });
  return {
    viewInfo: info,
    onViewChange: () => () => undefined,
    screenToGeo: (x, y) => screenToGeo(view, x, y),
    geoToScreen: (p) => mercatorToScreen(view, projectMercator(p)),
    anchor: (p) => projectMercator(p),
    anchorsToScreen: (v) => mercatorProjector(v),
    setView: () => undefined,
    flyTo: () => Promise.resolve(),
    invalidate: () => undefined,
    setTool: () => undefined,
    key: () => false,
    capture: () => document.createElement('canvas'),
    refreshSymbols: () => Promise.resolve(),
    addLayer: () => () => undefined,
    addIconSource: () => () => undefined,
    onPickChoice: () => () => undefined,
    maps: { detachAll: () => undefined, attachVisible: () => undefined, preferencesChanged: () => undefined, reload: () => undefined, signOut: () => undefined },
  };
}

