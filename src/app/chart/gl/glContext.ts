// WebGL2 context creation; its failures are typed (glError.ts). The clear
// colour: the sea wherever no chart cell covers it.
import type { Theme } from '../../../protocol/preferences';
import { GlError } from './glError';

export type ClearColour = readonly [number, number, number, number];

/** The spec's dark blue-grey clear colour (#1c2733), RGBA 0..1. */
export const CLEAR_COLOUR: ClearColour = [28 / 255, 39 / 255, 51 / 255, 1];
/**
 * At night the same blue-grey dimmed (#121b24), as S-52 darkens its sea
 * at night: the night's dimmed live symbols (relative luminance at most
 * 0.15) keep 3:1 against it (docs/live-picture.md).
 */
export const NIGHT_CLEAR_COLOUR: ClearColour = [18 / 255, 27 / 255, 36 / 255, 1];

export const clearColourOf = (theme: Theme): ClearColour => (theme === 'night' ? NIGHT_CLEAR_COLOUR : CLEAR_COLOUR);

export function createGl(canvas: HTMLCanvasElement): WebGL2RenderingContext {
  const gl = canvas.getContext('webgl2', { alpha: false, antialias: false, stencil: true, preserveDrawingBuffer: true, premultipliedAlpha: false });
  if (!gl) throw new GlError('noWebGl2');
  // Float readback (used by the screen-capture and data passes).
  if (!gl.getExtension('EXT_color_buffer_float')) throw new GlError('noFloatReadback');
  return gl;
}
