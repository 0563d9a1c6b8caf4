// The layer kinds the chart creates at start (the live layers); chart
// layers from ENC cells are added as they arrive (enc/encLayers.ts) and the
// tools add their overlays while on. A new always-present layer is one more
// entry here: the renderer and the controller never name a layer.
import type { ChartLayer, LayerContext } from '../render/chartLayer';
import type { ChartSources } from '../sources';
import { createAlertFocusLayer } from './alertFocus/alertFocusLayer';
import { GhostLayer } from './ghost/ghostLayer';
import { LightningLayer } from './lightning/lightningLayer';
import { createTrackLayer } from './track/trackLayer';
import { TrainsLayer } from './trains/trainsLayer';
import { VesselsLayer } from './vessels/vesselsLayer';
import { createWarningsLayer } from './warnings/warningsLayer';
import { createZonesLayer } from './zones/zonesLayer';

export interface LayerKind {
  readonly id: string;
  create(ctx: LayerContext, sources: ChartSources): ChartLayer;
}

export const LAYER_KINDS: readonly LayerKind[] = [
  { id: 'trains', create: (ctx, sources) => new TrainsLayer(ctx, sources) },
  { id: 'tracks', create: (ctx, sources) => createTrackLayer(ctx, sources) },
  { id: 'vessels', create: (ctx, sources) => new VesselsLayer(ctx, sources) },
  { id: 'ghost', create: (ctx, sources) => new GhostLayer(ctx, sources) },
  { id: 'lightning', create: (ctx, sources) => new LightningLayer(ctx, sources) },
  { id: 'zones', create: (ctx, sources) => createZonesLayer(ctx, sources) },
  { id: 'warnings', create: (ctx, sources) => createWarningsLayer(ctx, sources) },
  { id: 'alert-focus', create: (ctx, sources) => createAlertFocusLayer(ctx, sources) },
];
