// WebGL2 context creation with the spec's errors (section 8).
import { pl } from '../../i18n/pl';

/** The spec's dark blue-grey clear colour (#1c2733), RGBA 0..1. */
export const CLEAR_COLOR: readonly [number, number, number, number] = [28 / 255, 39 / 255, 51 / 255, 1];

export function createGl(canvas: HTMLCanvasElement): WebGL2RenderingContext {
  const gl = canvas.getContext('webgl2', { alpha: false, antialias: false, stencil: true, preserveDrawingBuffer: true, premultipliedAlpha: false });
  if (!gl) throw new Error(pl.chart.webgl2Failed);
  // Float readback (used by the screen-capture and data passes).
  if (!gl.getExtension('EXT_color_buffer_float')) throw new Error(pl.chart.floatReadbackFailed);
  return gl;
}
