// Trains on their sidings: rebuilt on the main thread when the trains
// stream replaces them or the theme changes (few vertices), drawn and
// picked while shown.
import type { LayerContext } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { LiveMarkerLayer } from '../marker/liveMarkerLayer';
import type { MarkerBuffers } from '../marker/markerProgram';
import { trainBuffers } from './trainBuffers';

export class TrainsLayer extends LiveMarkerLayer {
  readonly id = 'trains';
  readonly order = LIVE_ORDER.trains;
  readonly pickable = true;

  constructor(
    ctx: LayerContext,
    private readonly sources: Pick<ChartSources, 'live' | 'visibility' | 'preferences'>,
  ) {
    super(ctx);
  }

  protected visible(): boolean {
    return this.sources.visibility.trains;
  }

  private theme() {
    return this.sources.preferences.value.ui_settings.theme;
  }

  protected version(): string {
    return `${this.sources.live.version.trains}:${this.theme()}`;
  }

  protected rebuild(): MarkerBuffers {
    return trainBuffers(this.sources.live.trains, this.ctx.origin, this.theme());
  }
}
