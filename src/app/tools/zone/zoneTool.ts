// The zone tool (docs/vts-rules.md, "The console"): clicks add the
// outline's points; a double-click, Enter or a click on the first point
// closes it (three points or more), right click drops the last point,
// Escape cancels. A closed outline goes to the 'Strefy' panel's form (name,
// rules) and the tool switches itself off; the outline stays drawn, dashed,
// until the form is saved or cancelled.
import { TOOL_ORDER } from '../../chart/render/drawOrder';
import { SketchLayer } from '../../chart/layers/sketch/sketchLayer';
import type { ChartTool } from '../../chart/input/chartTool';
import { pl } from '../../i18n/pl';
import { ZONES_PANEL } from '../../panels/panelIds';
import { clearToolStatus, setToolStatus } from '../../store/toolStatus';
import { setToolOn } from '../../store/tools';
import { openPanel } from '../../store/ui';
import { setZoneDraft } from '../../zones/zonesState';
import type { AppToolContext } from '../toolContext';
import { toolTheme } from '../sketchStyle';
import { themedSketch } from '../../chart/layers/sketch/themedSketch';
import { TOOL_NAMES } from '../toolNames';
import { ZoneDraftModel } from './zoneDraftModel';

export const ZONE_LINE_PX = 2;

export function zoneTool(ctx: AppToolContext): ChartTool {
  const name = TOOL_NAMES.zone;
  const model = new ZoneDraftModel();
  const layer = new SketchLayer(ctx.layers, 'tool:zone', TOOL_ORDER.zone, ZONE_LINE_PX, () => toolTheme(ctx));
  const publish = () => {
    const drawn = model.sketch();
    layer.set((theme) => themedSketch(drawn, theme));
    setToolStatus(name, pl.zoneTool.status(model.points.length));
    ctx.chart.invalidate();
  };
  const close = (): boolean => {
    if (!model.closable) return false;
    setZoneDraft(model.polygon());
    setToolOn(name, false);
    openPanel(ZONES_PANEL);
    return true;
  };
  publish();
  return {
    name,
    overlay: layer,
    ownsClicks: true,
    click: (e) => {
      if (e.button === 'right') {
        if (model.undo()) publish();
        return true;
      }
      if (e.button !== 'left') return false;
      const result = model.click(e.geo, e, (p) => ctx.chart.geoToScreen(p));
      if (result === 'closed') close();
      else if (result === 'added') publish();
      return true;
    },
    move: (e) => {
      if (model.hover(e.geo)) publish();
    },
    key: (signal) => {
      if (signal === 'ENTER') return close();
      if (signal !== 'ESCAPE') return false;
      setToolOn(name, false);
      return true;
    },
    dispose: () => clearToolStatus(name),
  };
}
