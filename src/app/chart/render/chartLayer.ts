// The one interface every drawn thing of the chart implements (MapLibre's
// painter calling one draw_<kind> per layer type is the model): chart
// layers from ENC cells, live layers (trains, vessels, the ghost) and the
// tools' overlays. The renderer keeps them in a registry sorted by `order`,
// applies each layer's GL state (given as values) and calls `draw`; it has
// no branch for any particular layer.
import type { GeoPoint, MercatorPoint } from '../../../wasm/core';
import type { ViewUniforms } from '../gl/program';
import type { ChartStats } from './stats';

export type RenderPass = 'colour' | 'pick';

export type BlendMode = 'none' | 'alpha' | 'additive';

export type CompareFunc = 'always' | 'never' | 'equal' | 'notequal' | 'less' | 'lequal' | 'greater' | 'gequal';
export type StencilOp = 'keep' | 'zero' | 'replace' | 'incr' | 'decr' | 'invert';

export interface StencilState {
  func: CompareFunc;
  ref: number;
  readMask: number;
  writeMask: number;
  fail: StencilOp;
  depthFail: StencilOp;
  pass: StencilOp;
}

/** The GL state a layer draws with, as values (applied by the renderer, only where it differs). */
export interface GlState {
  blend: BlendMode;
  depthTest: boolean;
  /** null: the stencil test is off. */
  stencil: StencilState | null;
  /** False: colours are not written (a layer that only writes the stencil); absent: true. */
  colourWrite?: boolean;
}

/** Alpha blending, no depth, no stencil: what most layers use. */
export const ALPHA_BLENDED: GlState = Object.freeze({ blend: 'alpha', depthTest: false, stencil: null });

/** What a layer's draw gets: the view uniforms and, in the pick pass, the cursor. */
export interface FrameUniforms extends ViewUniforms {
  /** Pick pass only: the cursor in origin-relative Mercator metres (a layer may draw only what can reach it). */
  pickAtRel: MercatorPoint | null;
  /** The displayed range, NM (half the canvas height). */
  rangeNm: number;
}

export interface ChartLayer {
  /** A name for statistics and debugging ('vessels', 'enc:US5MD1MC:DEPARE:fill', …). */
  readonly id: string;
  /** Layers added together (one chart's) are removed together; null for none. */
  readonly group?: string | null;
  /** Draw order: lower first (render/drawOrder.ts). */
  readonly order: number;
  /** Drawn into the id pass. */
  readonly pickable: boolean;
  readonly glState: GlState;
  /** Takes new data (every animation frame); true if a redraw is needed. */
  sync(nowMs: number): boolean;
  /**
   * Called for every layer with the frame's uniforms before any layer draws
   * (colour pass): for GL state values that follow the view (a chart cell's
   * stencil reference changes with the display scale).
   */
  prepare?(u: FrameUniforms): void;
  draw(pass: RenderPass, u: FrameUniforms): void;
  /**
   * Resolves once the layer has everything it draws (a symbol layer: its
   * symbols and quads), or is disposed; absent: ready when made. A staged
   * chart is revealed only when its layers are ready (enc/chartLayerGroups.ts).
   */
  ready?(): Promise<void>;
  dispose(): void;
}

/** What the chart gives a layer when it is created. */
export interface LayerContext {
  readonly gl: WebGL2RenderingContext;
  /** One compiled program per kind, shared by the layers of that kind. */
  program<T>(kind: string, create: (gl: WebGL2RenderingContext) => T): T;
  /** Every layer's coordinates are Mercator metres relative to this origin. */
  readonly origin: GeoPoint;
  readonly originM: MercatorPoint;
  readonly stats: ChartStats;
  /** Whether the GPU has finished the frames issued so far (uploads wait for it). */
  gpuIdle(): boolean;
  /** Whether the view has been still long enough for large uploads (see chartController). */
  viewStill(nowMs: number): boolean;
}
