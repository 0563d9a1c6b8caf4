// The alert an operator picked in the 'Zagrożenia' panel: both
// vessels highlighted, their CPA positions and the line between them. The
// source is a version counter (`ChartSources.alertFocus`); the drawing is a
// sketch layer, in its colours per theme (alertColours.ts).
import type { ChartLayer, LayerContext } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { versionedSketchLayer } from '../sketch/versionedSketch';
import { alertColours } from './alertColours';
import { alertSketch } from './alertSketch';

export const ALERT_LINE_PX = 2.5;

export function createAlertFocusLayer(ctx: LayerContext, sources: Pick<ChartSources, 'alertFocus' | 'preferences'>): ChartLayer {
  const theme = () => sources.preferences.value.ui_settings.theme;
  return versionedSketchLayer(
    ctx,
    { id: 'alert-focus', order: LIVE_ORDER.alertFocus, lineWidthPx: ALERT_LINE_PX, theme },
    {
      version: () => sources.alertFocus.version,
      sketch: () => {
        const geometry = sources.alertFocus.geometry;
        return (theme) => alertSketch(geometry, alertColours(theme));
      },
    },
  );
}
