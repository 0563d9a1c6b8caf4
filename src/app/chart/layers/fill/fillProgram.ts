// The fill program: polygons (with holes) tessellated by the core's fill
// layer, drawn as indexed triangles. Buffers are uploaded once.
import type { LayerBuffers } from '../../../../wasm/geometry';
import { Mesh, type BufferGl } from '../../gl/buffers';
import { createProgram, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { FILL_FRAGMENT, FILL_VERTEX } from './fillShaders';

export type FillBuffers = Pick<LayerBuffers, 'positions' | 'indices' | 'colors' | 'pickColors'>;

/** Attribute locations of the fill program (fixed so the buffers can be uploaded with a fake GL). */
export const FILL_ATTRIBUTES = { pos: 0, color: 1, pick: 2 } as const;

export function uploadFill(mesh: Mesh, b: FillBuffers): void {
  mesh.upload(
    [
      { location: FILL_ATTRIBUTES.pos, data: b.positions, size: 2 },
      { location: FILL_ATTRIBUTES.color, data: b.colors, size: 4, normalized: true },
      { location: FILL_ATTRIBUTES.pick, data: b.pickColors, size: 4, normalized: true },
    ],
    b.indices,
  );
}

export class FillProgram {
  static readonly kind = 'fill';
  readonly program: Program;
  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, FILL_VERTEX, FILL_FRAGMENT);
  }

  newMesh(b: FillBuffers): Mesh {
    const mesh = new Mesh(this.gl as BufferGl);
    uploadFill(mesh, b);
    return mesh;
  }

  draw(mesh: Mesh, uniforms: ViewUniforms): void {
    const gl = this.gl;
    if (!mesh.bind()) return;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, uniforms);
    gl.uniform1i(this.program.uniform('u_pickPass'), uniforms.pickPass ? 1 : 0);
    gl.drawElements(gl.TRIANGLES, mesh.count, gl.UNSIGNED_INT, 0);
    gl.bindVertexArray(null);
  }
}
