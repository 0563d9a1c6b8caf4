// WebGL2 context creation; its failures are typed (glError.ts).
import { GlError } from './glError';

/** The spec's dark blue-grey clear colour (#1c2733), RGBA 0..1. */
export const CLEAR_COLOUR: readonly [number, number, number, number] = [28 / 255, 39 / 255, 51 / 255, 1];

export function createGl(canvas: HTMLCanvasElement): WebGL2RenderingContext {
  const gl = canvas.getContext('webgl2', { alpha: false, antialias: false, stencil: true, preserveDrawingBuffer: true, premultipliedAlpha: false });
  if (!gl) throw new GlError('noWebGl2');
  // Float readback (used by the screen-capture and data passes).
  if (!gl.getExtension('EXT_color_buffer_float')) throw new GlError('noFloatReadback');
  return gl;
}
