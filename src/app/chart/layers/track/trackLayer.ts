// Vessels' past tracks (the time machine): the selected vessel's track with
// its time ticks and, when switched on, every vessel's recent trail. The
// source is a version counter handed in by the app (`ChartSources.tracks`);
// the drawing is a sketch layer under the vessels, toned per theme.
import type { ChartLayer, FrameUniforms, LayerContext, RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { themeTone } from '../sketch/glyphs';
import { SketchLayer } from '../sketch/sketchLayer';
import { trackSketch } from './trackSketch';

export const TRACK_LINE_PX = 2;

export function createTrackLayer(ctx: LayerContext, sources: Pick<ChartSources, 'tracks' | 'preferences'>): ChartLayer {
  const sketch = new SketchLayer(ctx, 'tracks', LIVE_ORDER.tracks, TRACK_LINE_PX, () => themeTone(sources.preferences.value.ui_settings.theme));
  let version = -1;
  return {
    id: sketch.id,
    order: sketch.order,
    pickable: false,
    glState: sketch.glState,
    sync: () => {
      const tracks = sources.tracks;
      if (tracks.version !== version) {
        version = tracks.version;
        sketch.set(trackSketch(tracks));
      }
      return sketch.sync();
    },
    draw: (pass: RenderPass, u: FrameUniforms) => sketch.draw(pass, u),
    dispose: () => sketch.dispose(),
  };
}
