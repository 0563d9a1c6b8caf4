// The marker tool (spec sections 2 and 4): a click drops a marker with its
// position label; a right click on a marker removes it; a drag still pans.
// The markers and labels go when the tool is switched off.
import { SketchLayer } from '../../chart/layers/sketch/sketchLayer';
import { TOOL_ORDER } from '../../chart/render/drawOrder';
import { clearLabels, setLabels } from '../../store/labels';
import type { ChartTool } from '../../chart/input/chartTool';
import type { AppToolContext } from '../toolContext';
import { sketchColours, toolTheme } from '../sketchStyle';
import { TOOL_NAMES } from '../toolNames';
import { MarkerModel } from './markerModel';

export function markerTool(ctx: AppToolContext): ChartTool {
  const name = TOOL_NAMES.marker;
  const model = new MarkerModel();
  const layer = new SketchLayer(ctx.layers, 'tool:marker', TOOL_ORDER.marker, 0, () => toolTheme(ctx));
  const publish = () => {
    layer.set((theme) => model.sketch(sketchColours(theme)));
    setLabels(name, model.labels());
    ctx.chart.invalidate();
  };
  return {
    name,
    overlay: layer,
    ownsClicks: true,
    click: (e) => {
      if (e.button === 'left') model.add(e.geo);
      else if (e.button !== 'right' || !model.removeAt(e.xPx, e.yPx, ctx.chart.geoToScreen)) return false;
      publish();
      return true;
    },
    dispose: () => clearLabels(name),
  };
}
