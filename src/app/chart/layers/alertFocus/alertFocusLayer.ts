// The alert an operator picked in the 'Zagrożenia' panel: both
// vessels highlighted, their CPA positions and the line between them. The
// source is a version counter (`ChartSources.alertFocus`); the drawing is a
// sketch layer, in its colours per theme (alertColours.ts).
import type { ChartLayer, FrameUniforms, LayerContext, RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { SketchLayer } from '../sketch/sketchLayer';
import { alertColours } from './alertColours';
import { alertSketch } from './alertSketch';

export const ALERT_LINE_PX = 2.5;

export function createAlertFocusLayer(ctx: LayerContext, sources: Pick<ChartSources, 'alertFocus' | 'preferences'>): ChartLayer {
  const sketch = new SketchLayer(ctx, 'alert-focus', LIVE_ORDER.alertFocus, ALERT_LINE_PX, () => sources.preferences.value.ui_settings.theme);
  let version = -1;
  return {
    id: sketch.id,
    order: sketch.order,
    pickable: false,
    glState: sketch.glState,
    sync: () => {
      const focus = sources.alertFocus;
      if (focus.version !== version) {
        version = focus.version;
        const geometry = focus.geometry;
        sketch.set((theme) => alertSketch(geometry, alertColours(theme)));
      }
      return sketch.sync();
    },
    draw: (pass: RenderPass, u: FrameUniforms) => sketch.draw(pass, u),
    dispose: () => sketch.dispose(),
  };
}
