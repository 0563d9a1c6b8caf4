// The pencil (spec section 4; toggled by the key signal 'P', no palette
// button): a click starts or ends a stroke, moves extend it, Escape ends it,
// right click clears; on a touch screen a one-finger drag draws. The strokes
// are cleared when the tool is switched off (its layer goes with it).
import { SketchLayer } from '../../chart/layers/sketch/sketchLayer';
import { TOOL_ORDER } from '../../chart/render/drawOrder';
import type { ChartPointer, ChartTool } from '../../chart/input/chartTool';
import type { AppToolContext } from '../toolContext';
import { sketchColours, toolTheme } from '../sketchStyle';
import { TOOL_NAMES } from '../toolNames';
import { PencilModel } from './pencilModel';

export const PENCIL_LINE_PX = 3;

export function pencilTool(ctx: AppToolContext): ChartTool {
  const model = new PencilModel();
  const layer = new SketchLayer(ctx.layers, 'tool:pencil', TOOL_ORDER.pencil, PENCIL_LINE_PX, () => toolTheme(ctx));
  const publish = () => {
    layer.set((theme) => model.sketch(sketchColours(theme)));
    ctx.chart.invalidate();
  };
  const extend = (e: ChartPointer) => {
    if (model.extend(e.geo, e.xPx, e.yPx)) publish();
  };
  return {
    name: TOOL_NAMES.pencil,
    overlay: layer,
    ownsClicks: true,
    // A finger has no hover: on touch screens the drag itself draws.
    press: (e) => e.pointerType === 'touch' && e.button === 'left' && model.start(e.geo, e.xPx, e.yPx),
    drag: (e) => {
      extend(e);
      return true;
    },
    release: () => {
      model.end();
      publish();
      return true;
    },
    click: (e) => {
      if (e.pointerType === 'touch') return false;
      if (e.button === 'left') model.toggle(e.geo, e.xPx, e.yPx);
      else if (e.button === 'right') model.clear();
      else return false;
      publish();
      return true;
    },
    move: extend,
    key: (signal) => signal === 'ESCAPE' && model.end(),
  };
}
