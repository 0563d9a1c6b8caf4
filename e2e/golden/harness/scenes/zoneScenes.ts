// The operators' zones: two saved zones (the zones layer, outline, fill and
// name) and, over them, an outline being drawn with the zone tool (made by
// the tool's own factory, driven by clicks as an operator makes them).
import { LAYER_KINDS } from '../../../../src/app/chart/layers/registry';
import type { ChartPointer } from '../../../../src/app/chart/input/chartTool';
import { screenToGeo } from '../../../../src/app/chart/viewMath';
import type { Zone, ZonePoint } from '../../../../src/protocol/zones';
import type { SceneBuilder, SceneContext } from '../stage';
import { TOOL_FACTORIES, TOOL_NAMES } from './appModules';
import { offsetNm } from './fixtures';
import { sceneHandle } from './sceneHandle';
import { sceneSources, toolSources } from './sources';

function zone(id: number, name: string, corners: readonly ZonePoint[]): Zone {
  return {
    id,
    name,
    polygon: [...corners],
    rules: { entry: true, exit: false, speed_limit_kn: id === 1 ? 8 : null, no_anchoring: id === 2 },
    vessel_categories: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    updated_by: 'admin',
  };
}

function pointer(ctx: SceneContext, fx: number, fy: number): ChartPointer {
  const xPx = fx * ctx.view.widthPx;
  const yPx = fy * ctx.view.heightPx;
  return { xPx, yPx, geo: screenToGeo(ctx.view, xPx, yPx), button: 'left', pointerType: 'mouse', dxPx: 0, dyPx: 0 };
}

export const zonesScene: SceneBuilder = async (ctx) => {
  const centre = { latDeg: ctx.scene.latDeg, lonDeg: ctx.scene.lonDeg };
  const corner = (dnNm: number, deNm: number): ZonePoint => {
    const at = offsetNm(centre, dnNm, deNm);
    return [at.latDeg, at.lonDeg];
  };
  const sources = sceneSources(ctx.theme);
  sources.zones = {
    version: 1,
    zones: [
      zone(1, 'Tor wejściowy', [corner(0.5, -0.9), corner(0.6, -0.2), corner(0.1, -0.1), corner(0.0, -0.8)]),
      zone(2, 'Kotwicowisko', [corner(-0.2, 0.2), corner(-0.1, 0.9), corner(-0.7, 0.8), corner(-0.6, 0.1), corner(-0.4, 0.3)]),
    ],
    draft: null,
  };
  const kind = LAYER_KINDS.find((k) => k.id === 'zones');
  if (!kind) throw new Error("no layer kind 'zones' in the registry");
  ctx.add(kind.create(ctx.layers, sources));
  const factory = TOOL_FACTORIES[TOOL_NAMES.zone];
  if (!factory) throw new Error('no zone tool');
  const tool = factory({ chart: sceneHandle(ctx), layers: ctx.layers, sources: toolSources(ctx.theme) });
  if (tool.overlay) ctx.add(tool.overlay);
  ctx.onClear(() => tool.dispose?.());
  for (const [x, y] of [
    [0.2, 0.75],
    [0.45, 0.85],
    [0.4, 0.95],
  ] as const)
    tool.click?.(pointer(ctx, x, y));
  tool.move?.(pointer(ctx, 0.15, 0.92));
};
