// The vessel program: the core's interleaved vessel vertices (20 bytes:
// anchor, pixel offset, paint with pick id, switch; vessel_vertex.rs) drawn
// with the theme's palette, for the vessels and the predicted ghost.
import type { Theme } from '../../../../protocol/preferences';
import { VESSEL_VERTEX_BYTES } from '../../../../wasm/shapes';
import { Mesh, type BufferGl, type InterleavedAttribute } from '../../gl/buffers';
import { createProgram, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { vesselPalette } from './vesselColours';
import { VESSEL_PROGRAM } from './vesselShaders';

export const VESSEL_ATTRIBUTES = { pos: 0, offset: 1, paint: 2, switch: 3 } as const;

/** The interleaved vertex format's attributes. */
export const VESSEL_INTERLEAVED: readonly InterleavedAttribute[] = [
  { location: VESSEL_ATTRIBUTES.pos, size: 2, type: 'float', offsetBytes: 0 },
  { location: VESSEL_ATTRIBUTES.offset, size: 2, type: 'short', offsetBytes: 8 },
  { location: VESSEL_ATTRIBUTES.paint, size: 4, type: 'ubyte', offsetBytes: 12 },
  { location: VESSEL_ATTRIBUTES.switch, size: 1, type: 'float', offsetBytes: 16 },
];

/**
 * Stationary vessels (at anchor, moored, not moving) are drawn at this
 * share of their size from STATIONARY_SHRINK_FROM_NM on, reached at
 * STATIONARY_SHRINK_AT_NM, so an anchorage stays countable at small scales
 * (docs/live-picture.md).
 */
export const STATIONARY_MIN_SCALE = 0.6;
export const STATIONARY_SHRINK_FROM_NM = 3;
export const STATIONARY_SHRINK_AT_NM = 12;

/** The stationary vessels' size at a displayed range (NM): 1 up to 3 NM, down to 0.6 at 12 NM and beyond (0.8 at 6 NM). */
export function stationaryScale(rangeNm: number): number {
  if (!(rangeNm > STATIONARY_SHRINK_FROM_NM)) return 1;
  const t = Math.min(1, Math.log(rangeNm / STATIONARY_SHRINK_FROM_NM) / Math.log(STATIONARY_SHRINK_AT_NM / STATIONARY_SHRINK_FROM_NM));
  return 1 - t * (1 - STATIONARY_MIN_SCALE);
}

export interface VesselDraw {
  theme: Theme;
  rangeNm: number;
  /** Multiplies every colour's alpha. */
  alpha: number;
}

export class VesselProgram {
  static readonly kind = 'vessel';
  readonly program: Program;
  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, VESSEL_PROGRAM);
  }

  newMesh(): Mesh {
    return new Mesh(this.gl as BufferGl);
  }

  /** Uploads interleaved vessel vertices at once (small layers: the ghost, the highlight rings). */
  upload(mesh: Mesh, vertices: ArrayBuffer): void {
    mesh.uploadInterleaved(vertices, VESSEL_VERTEX_BYTES, VESSEL_INTERLEAVED);
  }

  /** Draws the whole mesh, or only the given [first, count] vertex ranges. */
  draw(mesh: Mesh, uniforms: ViewUniforms, look: VesselDraw, ranges?: readonly (readonly [number, number])[]): void {
    const gl = this.gl;
    if (!mesh.bind()) return;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, uniforms);
    gl.uniform1i(this.program.uniform('u_pickPass'), uniforms.pickPass ? 1 : 0);
    gl.uniform4fv(this.program.uniform('u_palette[0]'), vesselPalette(look.theme));
    gl.uniform1f(this.program.uniform('u_alpha'), look.alpha);
    gl.uniform1f(this.program.uniform('u_stationaryScale'), stationaryScale(look.rangeNm));
    if (ranges) for (const [first, count] of ranges) gl.drawArrays(gl.TRIANGLES, first, count);
    else gl.drawArrays(gl.TRIANGLES, 0, mesh.count);
    gl.bindVertexArray(null);
  }
}
