// A sketch layer drawn from a versioned source (the alert in focus, the
// selected vessel's track): the source is sketched again only when its
// version changes (a version counter, or the drawn object itself, compared
// with ===), and a sketch given per theme is drawn again in the new colours
// when the theme changes (SketchLayer). The rebuild waits for an idle GPU.
import type { Theme } from '../../../../protocol/preferences';
import type { ChartLayer, FrameUniforms, LayerContext, RenderPass } from '../../render/chartLayer';
import { SketchLayer, type SketchOf } from './sketchLayer';

export interface VersionedSketchSource<V> {
  /** What the sketch follows: the source is sketched again when this changes. */
  version(): V;
  /** The source's sketch now (a sketch per theme: its colours follow the theme). */
  sketch(): SketchOf;
  /** The version the layer's first, empty sketch stands for; absent: the source is sketched on the first sync. */
  readonly emptyAt?: V;
}

/** Where the layer sits and how it is drawn (as a SketchLayer's). */
export interface SketchPlacement {
  readonly id: string;
  readonly order: number;
  readonly lineWidthPx: number;
  /** The theme now. */
  readonly theme: () => Theme;
}

const UNSKETCHED = Symbol('unsketched');

export function versionedSketchLayer<V>(ctx: LayerContext, placement: SketchPlacement, source: VersionedSketchSource<V>): ChartLayer {
  const sketch = new SketchLayer(ctx, placement.id, placement.order, placement.lineWidthPx, placement.theme);
  let sketched: V | typeof UNSKETCHED = 'emptyAt' in source ? (source.emptyAt as V) : UNSKETCHED;
  return {
    id: sketch.id,
    order: sketch.order,
    pickable: false,
    glState: sketch.glState,
    sync: () => {
      const version = source.version();
      if (version !== sketched) {
        sketched = version;
        sketch.set(source.sketch());
      }
      return sketch.sync();
    },
    draw: (pass: RenderPass, u: FrameUniforms) => sketch.draw(pass, u),
    dispose: () => sketch.dispose(),
  };
}
