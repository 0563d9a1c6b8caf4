// The marker program: one buffer of pre-built triangles for a whole live
// layer (no per-instance draws: one drawArrays per layer); shared by the
// trains, vessels and ghost layers.
import { Mesh, type BufferGl, type InterleavedAttribute } from '../../gl/buffers';
import { createProgram, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { MARKER_FIELDS, MARKER_STRIDE_BYTES, packMarkers, type PackedMarkers } from './markerPacking';
import { MARKER_PROGRAM } from './markerShaders';

export interface MarkerBuffers {
  /** Anchor per vertex, origin-relative Mercator metres. */
  positions: Float32Array;
  /** Pixel offset per vertex (x right, y up). */
  offsetsPx: Float32Array;
  colours: Uint8Array;
  pickColours: Uint8Array;
}

export const MARKER_ATTRIBUTES = { pos: 0, offset: 1, colour: 2, pick: 3 } as const;

/** The packed vertex format's attributes (markerPacking.ts). */
export const MARKER_INTERLEAVED: readonly InterleavedAttribute[] = [
  { location: MARKER_ATTRIBUTES.pos, size: 2, type: 'float', offsetBytes: MARKER_FIELDS.pos.offsetBytes },
  { location: MARKER_ATTRIBUTES.offset, size: 2, type: 'short', offsetBytes: MARKER_FIELDS.offset.offsetBytes },
  { location: MARKER_ATTRIBUTES.colour, size: 4, type: 'ubyte', normalized: true, offsetBytes: MARKER_FIELDS.colour.offsetBytes },
  { location: MARKER_ATTRIBUTES.pick, size: 4, type: 'ubyte', normalized: true, offsetBytes: MARKER_FIELDS.pick.offsetBytes },
];

/** Uploads packed marker vertices (one interleaved buffer, one bufferData). */
export function uploadPackedMarkers(mesh: Mesh, p: PackedMarkers): void {
  mesh.uploadInterleaved(p.vertices, MARKER_STRIDE_BYTES, MARKER_INTERLEAVED);
}

/** Packs and uploads marker buffers (small layers built on the main thread: trains, the ghost). */
export function uploadMarkers(mesh: Mesh, b: MarkerBuffers): void {
  uploadPackedMarkers(mesh, packMarkers(b));
}

export class MarkerProgram {
  static readonly kind = 'marker';
  readonly program: Program;
  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, MARKER_PROGRAM);
  }

  newMesh(): Mesh {
    return new Mesh(this.gl as BufferGl);
  }

  /** Draws the whole mesh, or only the given [first, count] vertex ranges. */
  draw(mesh: Mesh, uniforms: ViewUniforms, ranges?: readonly (readonly [number, number])[]): void {
    const gl = this.gl;
    if (!mesh.bind()) return;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, uniforms);
    gl.uniform1i(this.program.uniform('u_pickPass'), uniforms.pickPass ? 1 : 0);
    if (ranges) for (const [first, count] of ranges) gl.drawArrays(gl.TRIANGLES, first, count);
    else gl.drawArrays(gl.TRIANGLES, 0, mesh.count);
    gl.bindVertexArray(null);
  }
}
