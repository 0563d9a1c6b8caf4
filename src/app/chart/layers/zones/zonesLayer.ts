// The operators' zones: an area layer over the zones source (rebuilt on
// every zones batch and on a theme change). Their names are the app's
// overlay labels (zones/zoneLabels.ts).
import type { LayerContext } from '../../render/chartLayer';
import { AREA_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { AreaLayer } from '../area/areaLayer';
import { zoneShapes } from './zoneShapes';

export const ZONE_LINE_WIDTH_PX = 2;

export function createZonesLayer(ctx: LayerContext, sources: Pick<ChartSources, 'zones' | 'preferences'>): AreaLayer {
  const theme = () => sources.preferences.value.ui_settings.theme;
  return new AreaLayer(
    ctx,
    'zones',
    AREA_ORDER.zones,
    {
      version: () => `${sources.zones.version}:${theme()}`,
      shapes: () => zoneShapes(sources.zones.zones, theme(), sources.zones.draft),
      visible: () => true,
    },
    ZONE_LINE_WIDTH_PX,
  );
}
