// The ruler (spec sections 2, 4 and 9): a click adds a point, right click
// resets, Escape ends the measurement; a drag still pans the chart. Draws
// its legs and points (sketch layer), publishes its labels and the status
// text; all of it goes when the tool is switched off.
import { TOOL_ORDER } from '../../chart/render/drawOrder';
import { SketchLayer } from '../../chart/layers/sketch/sketchLayer';
import { clearLabels, setLabels } from '../../store/labels';
import { clearToolStatus, setToolStatus } from '../../store/toolStatus';
import type { ChartTool } from '../../chart/input/chartTool';
import type { AppToolContext } from '../toolContext';
import { sketchColours, toolTheme } from '../sketchStyle';
import { TOOL_NAMES } from '../toolNames';
import { RulerModel } from './rulerModel';

export const RULER_LINE_PX = 2;

export function rulerTool(ctx: AppToolContext): ChartTool {
  const name = TOOL_NAMES.ruler;
  const model = new RulerModel();
  const layer = new SketchLayer(ctx.layers, 'tool:ruler', TOOL_ORDER.ruler, RULER_LINE_PX, () => toolTheme(ctx));
  const publish = (texts: boolean) => {
    layer.set((theme) => model.sketch(sketchColours(theme)));
    if (texts) {
      setLabels(name, model.labels());
      setToolStatus(name, model.statusText());
    }
    ctx.chart.invalidate();
  };
  publish(true);
  return {
    name,
    overlay: layer,
    ownsClicks: true,
    click: (e) => {
      if (e.button === 'left') model.add(e.geo);
      else if (e.button === 'right') model.reset();
      else return false;
      publish(true);
      return true;
    },
    move: (e) => {
      if (model.hover(e.geo)) publish(false);
    },
    key: (signal) => {
      if (signal !== 'ESCAPE' || !model.finish()) return false;
      publish(true);
      return true;
    },
    dispose: () => {
      clearLabels(name);
      clearToolStatus(name);
    },
  };
}
