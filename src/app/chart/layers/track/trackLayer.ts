// Vessels' past tracks (the time machine): every vessel's recent trail
// when switched on (line buffers built by the vessel worker, uploaded as
// they arrive) and, above them, the selected vessel's track with its time
// ticks (a sketch in the theme's live band). The source is a version counter
// handed in by the app (`ChartSources.tracks`); drawn under the vessels.
import { Mesh, type BufferGl } from '../../gl/buffers';
import type { ChartLayer, FrameUniforms, LayerContext, RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { LineProgram, uploadLine, type LineBuffers } from '../line/lineProgram';
import { themedSketch } from '../sketch/themedSketch';
import { versionedSketchLayer } from '../sketch/versionedSketch';
import { trackSketch } from './trackSketch';

export const TRACK_LINE_PX = 2;
export const TRAIL_LINE_PX = 1.5;

export function createTrackLayer(ctx: LayerContext, sources: Pick<ChartSources, 'tracks' | 'preferences'>): ChartLayer {
  // Sketched again when the selected vessel's track changes (not when only the trails do); none yet: nothing drawn.
  const sketch = versionedSketchLayer(
    ctx,
    { id: 'tracks', order: LIVE_ORDER.tracks, lineWidthPx: TRACK_LINE_PX, theme: () => sources.preferences.value.ui_settings.theme },
    {
      version: () => sources.tracks.track,
      sketch: () => {
        const drawn = trackSketch(sources.tracks.track);
        return (theme) => themedSketch(drawn, theme);
      },
      emptyAt: null,
    },
  );
  const lineProgram = ctx.program(LineProgram.kind, (gl) => new LineProgram(gl));
  const trailMesh = new Mesh(ctx.gl as BufferGl);
  let trails: LineBuffers | null = null;
  return {
    id: sketch.id,
    order: sketch.order,
    pickable: false,
    glState: sketch.glState,
    sync: (nowMs: number) => {
      const tracks = sources.tracks;
      let changed = false;
      if (tracks.trails !== trails && ctx.gpuIdle()) {
        trails = tracks.trails;
        if (trails) uploadLine(trailMesh, trails);
        else trailMesh.dispose();
        changed = true;
      }
      return sketch.sync(nowMs) || changed;
    },
    draw: (pass: RenderPass, u: FrameUniforms) => {
      if (pass === 'colour') lineProgram.draw([{ mesh: trailMesh, widthPx: TRAIL_LINE_PX }], u);
      sketch.draw(pass, u);
    },
    dispose: () => {
      sketch.dispose();
      trailMesh.dispose();
    },
  };
}
