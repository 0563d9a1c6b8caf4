// The radar (spec sections 1, 4 and 9): a radar picture centred on the chart
// centre over the displayed range. The echoes are built in the vessel worker,
// which holds the fleet (live/worker/radarEchoes.ts): this tool only tells it
// the view (again when the chart moves, throttled) and draws what comes
// back; the worker rebuilds on every vessel update. Switching it off clears
// the echoes and stops the builds.
import type { ChartViewInfo } from '../../chart/chartHandle';
import type { RadarView } from '../../live/worker/radarEchoes';
import { RadarLayer } from '../../chart/layers/radar/radarLayer';
import type { ChartTool } from '../../chart/input/chartTool';
import type { AppToolContext } from '../toolContext';
import { toolTheme } from '../sketchStyle';
import { TOOL_NAMES } from '../toolNames';
import { RADAR_VIEW_THROTTLE_MS, radarViewChanged } from './radarView';

export function radarTool(ctx: AppToolContext): ChartTool {
  const { vesselWorker } = ctx.sources;
  const origin = ctx.layers.origin;
  // Dimmer at dusk and night (bridge equipment keeps luminance low).
  const layer = new RadarLayer(ctx.layers, vesselWorker, () => toolTheme(ctx));
  let sent: RadarView | null = null;
  let timer: number | null = null;
  const send = (info: ChartViewInfo) => {
    const view = { centre: info.centre, rangeNm: info.rangeNm };
    if (!radarViewChanged(sent, view)) return;
    sent = view;
    vesselWorker.setRadar(view, origin);
  };
  send(ctx.chart.viewInfo());
  const unsubscribe = ctx.chart.onViewChange(() => {
    if (timer !== null) return;
    timer = window.setTimeout(() => {
      timer = null;
      send(ctx.chart.viewInfo());
    }, RADAR_VIEW_THROTTLE_MS);
  });
  return {
    name: TOOL_NAMES.radar,
    overlay: layer,
    dispose: () => {
      unsubscribe();
      if (timer !== null) window.clearTimeout(timer);
      vesselWorker.setRadar(null, origin);
    },
  };
}
