// WebGL2 context creation; its failures are typed (glError.ts).
import { GlError } from './glError';

export function createGl(canvas: HTMLCanvasElement): WebGL2RenderingContext {
  const gl = canvas.getContext('webgl2', { alpha: false, antialias: false, stencil: true, preserveDrawingBuffer: true, premultipliedAlpha: false });
  if (!gl) throw new GlError('noWebGl2');
  // Float readback (used by the screen-capture and data passes).
  if (!gl.getExtension('EXT_color_buffer_float')) throw new GlError('noFloatReadback');
  return gl;
}
