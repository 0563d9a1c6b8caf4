// The tools' overlays: the ruler, marker and pencil (sketch layers) and the
// radar made by the tools' own factories (tools/registry.ts) and driven by
// clicks as an operator makes them; the camera coverage sectors (the Camera
// tool polls the server for its cameras: the layer is made here over fixed
// ones, as the tool makes it).
import { createCameraSectorsLayer } from '../../../../src/app/chart/layers/cameraSectors/cameraSectorsLayer';
import type { ChartLayer } from '../../../../src/app/chart/render/chartLayer';
import type { ChartPointer, ChartTool } from '../../../../src/app/chart/input/chartTool';
import { screenToGeo } from '../../../../src/app/chart/viewMath';
import type { SceneBuilder, SceneContext } from '../stage';
import { TOOL_FACTORIES, TOOL_NAMES, type ToolSources } from './appModules';
import { goldenCameras, goldenVessels } from './fixtures';
import { sceneHandle } from './sceneHandle';
import { toolSources } from './sources';

/** The radar's sweep this long after it was switched on (a quarter turn: echoes fading behind it). */
const RADAR_SWEEP_AT_MS = 1000;

/** A tool switched on as startChart does; its overlay joins the scene, it is switched off with the scene. */
function switchOn(ctx: SceneContext, name: string, sources: ToolSources): ChartTool {
  const factory = TOOL_FACTORIES[name];
  if (!factory) throw new Error(`no tool '${name}'`);
  const tool = factory({ chart: sceneHandle(ctx), layers: ctx.layers, sources });
  if (tool.overlay) ctx.add(tool.overlay);
  ctx.onClear(() => tool.dispose?.());
  return tool;
}

/** A pointer at a canvas position (fractions of its size). */
function at(ctx: SceneContext, fx: number, fy: number): ChartPointer {
  const xPx = fx * ctx.view.widthPx;
  const yPx = fy * ctx.view.heightPx;
  return { xPx, yPx, geo: screenToGeo(ctx.view, xPx, yPx), button: 'left', pointerType: 'mouse', dxPx: 0, dyPx: 0 };
}

export const sketchScene: SceneBuilder = async (ctx) => {
  const sources = toolSources(ctx.theme);
  const ruler = switchOn(ctx, TOOL_NAMES.ruler, sources);
  for (const [x, y] of [
    [0.15, 0.2],
    [0.55, 0.3],
    [0.8, 0.15],
  ] as const)
    ruler.click?.(at(ctx, x, y));
  ruler.key?.('ESCAPE');
  const marker = switchOn(ctx, TOOL_NAMES.marker, sources);
  for (const [x, y] of [
    [0.2, 0.55],
    [0.45, 0.5],
  ] as const)
    marker.click?.(at(ctx, x, y));
  const pencil = switchOn(ctx, TOOL_NAMES.pencil, sources);
  pencil.click?.(at(ctx, 0.15, 0.8));
  for (let i = 1; i <= 24; i += 1) {
    const t = i / 24;
    pencil.move?.(at(ctx, 0.15 + 0.7 * t, 0.8 - 0.12 * Math.sin(t * 2 * Math.PI)));
  }
  pencil.click?.(at(ctx, 0.85, 0.8));
};

export const radarScene: SceneBuilder = async (ctx) => {
  const sources = toolSources(ctx.theme, goldenVessels({ latDeg: ctx.scene.latDeg, lonDeg: ctx.scene.lonDeg }));
  const radar = switchOn(ctx, TOOL_NAMES.radar, sources);
  const layer = radar.overlay as ChartLayer;
  // The sweep turns with the time the renderer gives: this layer sees a fixed time instead.
  let first = true;
  const sync = layer.sync.bind(layer);
  layer.sync = () => {
    const nowMs = first ? 0 : RADAR_SWEEP_AT_MS;
    first = false;
    return sync(nowMs);
  };
};

export const cameraSectorsScene: SceneBuilder = async (ctx) => {
  const cameras = goldenCameras({ latDeg: ctx.scene.latDeg, lonDeg: ctx.scene.lonDeg });
  ctx.add(createCameraSectorsLayer(ctx.layers, { cameras, version: 1, theme: () => ctx.theme }));
};
