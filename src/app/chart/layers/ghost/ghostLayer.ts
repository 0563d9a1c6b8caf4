// The picked vessel's predicted ghost: the vessel's shape, half
// transparent, at the predicted position with its predicted motion vector
// (the vessel's speed and course, the preferences' vector length; not
// pickable), shown with the vessels.
import { buildVesselLayer } from '../../../../wasm/shapes';
import type { LayerContext } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { LiveMarkerLayer } from '../marker/liveMarkerLayer';
import type { MarkerBuffers } from '../marker/markerProgram';
import { vesselBatch } from '../vessels/vesselBatch';

/** The ghost is drawn half transparent. */
export const GHOST_ALPHA = 0.5;

export class GhostLayer extends LiveMarkerLayer {
  readonly id = 'ghost';
  readonly order = LIVE_ORDER.ghost;
  readonly pickable = false;

  constructor(
    ctx: LayerContext,
    private readonly sources: Pick<ChartSources, 'live' | 'prediction' | 'visibility' | 'preferences'>,
  ) {
    super(ctx);
  }

  protected visible(): boolean {
    return this.sources.visibility.vessels;
  }

  protected version(): number {
    return this.sources.prediction.version;
  }

  protected rebuild(): MarkerBuffers | null {
    const g = this.sources.prediction.ghost;
    const vessel = g ? this.sources.live.vessels.get(g.vesselId) : undefined;
    if (!g || !vessel) return null;
    const batch = vesselBatch([{ ...vessel, latitude: g.latDeg, longitude: g.lonDeg, heading: g.courseDeg }], 1);
    const vectorLengthMin = this.sources.preferences.value.chart_settings.vector_length;
    return buildVesselLayer(batch, { origin: this.ctx.origin, vectorLengthMin, alphaScale: GHOST_ALPHA, pickable: false });
  }
}
