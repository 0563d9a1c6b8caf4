// The warnings' affected areas: an area layer over the live store's
// warnings (rebuilt on every warnings batch and on a theme change).
import type { LayerContext } from '../../render/chartLayer';
import { AREA_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { AreaLayer } from '../area/areaLayer';
import { warningShapes } from './warningAreas';

export const WARNING_LINE_WIDTH_PX = 2;

export function createWarningsLayer(ctx: LayerContext, sources: Pick<ChartSources, 'live' | 'preferences'>): AreaLayer {
  const theme = () => sources.preferences.value.ui_settings.theme;
  return new AreaLayer(
    ctx,
    'warnings',
    AREA_ORDER.warnings,
    {
      version: () => `${sources.live.version.warnings}:${theme()}`,
      shapes: () => warningShapes(sources.live.warnings, theme()),
      visible: () => true,
    },
    WARNING_LINE_WIDTH_PX,
  );
}
