// The highlight rings' program (vesselRingShaders.ts): a layer's rings are
// a records texture (one RGBA32F texel a ring, vesselHighlight.ts) drawn
// from one attribute-less vertex array, RING_VERTICES vertices a ring.
// New records are written in place while they fit; the texture grows by
// whole rows when they do not.
import type { Theme } from '../../../../protocol/preferences';
import { gpuBuffers } from '../../gl/buffers';
import { createProgram, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { vesselPalette } from './vesselColours';
import { RING_RECORD_FLOATS } from './vesselHighlight';
import { RING_TEXTURE_WIDTH, RING_VERTICES, VESSEL_RING_PROGRAM } from './vesselRingShaders';

/** Bytes of a ring record texel (RGBA32F). */
const TEXEL_BYTES = 16;

/** A layer's rings on the GPU. */
export interface RingMesh {
  texture: WebGLTexture | null;
  /** Rows the texture has. */
  rows: number;
  /** Rings to draw. */
  count: number;
}

export interface RingDraw {
  theme: Theme;
  /** Multiplies every colour's alpha. */
  alpha: number;
}

export class VesselRingProgram {
  static readonly kind = 'vessel-ring';
  readonly program: Program;
  private readonly vao: WebGLVertexArrayObject | null;

  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, VESSEL_RING_PROGRAM);
    this.vao = gl.createVertexArray();
  }

  newMesh(): RingMesh {
    return { texture: null, rows: 0, count: 0 };
  }

  /** Replaces the mesh's rings with `records` (RING_RECORD_FLOATS floats a ring). */
  upload(mesh: RingMesh, records: Float32Array): void {
    const gl = this.gl;
    const count = Math.floor(records.length / RING_RECORD_FLOATS);
    mesh.count = count;
    if (count === 0) return;
    const rows = Math.ceil(count / RING_TEXTURE_WIDTH);
    if (rows > mesh.rows || !mesh.texture) {
      this.dispose(mesh);
      mesh.count = count;
      mesh.texture = gl.createTexture();
      if (!mesh.texture) {
        mesh.count = 0;
        return;
      }
      gl.bindTexture(gl.TEXTURE_2D, mesh.texture);
      gl.texStorage2D(gl.TEXTURE_2D, 1, gl.RGBA32F, RING_TEXTURE_WIDTH, rows);
      // Float textures are read with texelFetch only; they must not be filtered.
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
      mesh.rows = rows;
      gpuBuffers.bytes += rows * RING_TEXTURE_WIDTH * TEXEL_BYTES;
    }
    gl.bindTexture(gl.TEXTURE_2D, mesh.texture);
    // The whole rows, then what is left of the last.
    const fullRows = Math.floor(count / RING_TEXTURE_WIDTH);
    const rest = count - fullRows * RING_TEXTURE_WIDTH;
    if (fullRows > 0) gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, RING_TEXTURE_WIDTH, fullRows, gl.RGBA, gl.FLOAT, records, 0);
    if (rest > 0) gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, fullRows, rest, 1, gl.RGBA, gl.FLOAT, records, fullRows * RING_TEXTURE_WIDTH * RING_RECORD_FLOATS);
  }

  draw(mesh: RingMesh, u: ViewUniforms, look: RingDraw): void {
    if (mesh.count === 0 || !mesh.texture) return;
    const gl = this.gl;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, u);
    gl.uniform4fv(this.program.uniform('u_palette[0]'), vesselPalette(look.theme));
    gl.uniform1f(this.program.uniform('u_alpha'), look.alpha);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, mesh.texture);
    gl.uniform1i(this.program.uniform('u_rings'), 0);
    gl.bindVertexArray(this.vao);
    gl.drawArrays(gl.TRIANGLES, 0, mesh.count * RING_VERTICES);
    gl.bindVertexArray(null);
  }

  /** Frees the mesh's texture (it draws nothing until the next upload). */
  dispose(mesh: RingMesh): void {
    if (mesh.texture) {
      this.gl.deleteTexture(mesh.texture);
      gpuBuffers.bytes -= mesh.rows * RING_TEXTURE_WIDTH * TEXEL_BYTES;
    }
    mesh.texture = null;
    mesh.rows = 0;
    mesh.count = 0;
  }
}
