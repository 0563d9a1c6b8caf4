// Which scene kind draws each layer kind the chart can hold: the registry's
// live layers (layers/registry.ts) and the tools' overlays
// (tools/registry.ts). The chart's cell layers, coverage masks and the
// coastline come from the chart set, not a registry: their scenes are named
// in sceneList.ts. `unscened` lists what no scene draws (the spec fails on it).
import { LAYER_KINDS } from '../../../src/app/chart/layers/registry';
import { TOOL_FACTORIES, TOOL_NAMES } from './scenes/appModules';
import { SCENES, type SceneKind } from '../sceneList';

const DRAWN_BY: Readonly<Record<string, SceneKind>> = {
  'layer:trains': 'trains',
  'layer:vessels': 'vessels',
  'layer:ghost': 'ghost',
  'layer:lightning': 'lightning',
  'layer:warnings': 'warning-areas',
  'layer:alert-focus': 'alert-focus',
  'layer:tracks': 'tracks',
  'layer:zones': 'zones',
  [`tool:${TOOL_NAMES.zone}`]: 'zones',
  [`tool:${TOOL_NAMES.ruler}`]: 'sketch',
  [`tool:${TOOL_NAMES.marker}`]: 'sketch',
  [`tool:${TOOL_NAMES.pencil}`]: 'sketch',
  [`tool:${TOOL_NAMES.radar}`]: 'radar',
  [`tool:${TOOL_NAMES.camera}`]: 'camera-sectors',
};

export function unscened(): string[] {
  const kinds = [...LAYER_KINDS.map((k) => `layer:${k.id}`), ...Object.keys(TOOL_FACTORIES).map((name) => `tool:${name}`)];
  return kinds.filter((kind) => {
    const scene = DRAWN_BY[kind];
    return !scene || !SCENES.some((s) => s.kind === scene);
  });
}
