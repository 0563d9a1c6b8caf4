// The line program: polylines stroked by the core with screen-constant
// width; the shader extrudes by the half width in pixels and applies dash styles.
import type { LayerBuffers } from '../../../../wasm/geometry';
import { Mesh, type BufferGl } from '../../gl/buffers';
import { createProgram, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { LINE_FRAGMENT, LINE_VERTEX } from './lineShaders';

export type LineBuffers = Pick<LayerBuffers, 'positions' | 'indices' | 'colors' | 'pickColors' | 'extrusions' | 'distancesM' | 'styleIds'>;

export const LINE_ATTRIBUTES = { pos: 0, extrude: 1, dist: 2, style: 3, color: 4, pick: 5 } as const;

export function uploadLine(mesh: Mesh, b: LineBuffers): void {
  mesh.upload(
    [
      { location: LINE_ATTRIBUTES.pos, data: b.positions, size: 2 },
      { location: LINE_ATTRIBUTES.extrude, data: b.extrusions, size: 2 },
      { location: LINE_ATTRIBUTES.dist, data: b.distancesM, size: 1 },
      { location: LINE_ATTRIBUTES.style, data: b.styleIds, size: 1 },
      { location: LINE_ATTRIBUTES.color, data: b.colors, size: 4, normalized: true },
      { location: LINE_ATTRIBUTES.pick, data: b.pickColors, size: 4, normalized: true },
    ],
    b.indices,
  );
}

export class LineProgram {
  static readonly kind = 'line';
  readonly program: Program;
  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, LINE_VERTEX, LINE_FRAGMENT);
  }

  newMesh(b: LineBuffers): Mesh {
    const mesh = new Mesh(this.gl as BufferGl);
    uploadLine(mesh, b);
    return mesh;
  }

  draw(meshes: Iterable<{ mesh: Mesh; widthPx: number }>, uniforms: ViewUniforms): void {
    const gl = this.gl;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, uniforms);
    gl.uniform1i(this.program.uniform('u_pickPass'), uniforms.pickPass ? 1 : 0);
    for (const { mesh, widthPx } of meshes) {
      if (!mesh.bind()) continue;
      gl.uniform1f(this.program.uniform('u_halfWidth'), widthPx / 2);
      gl.drawElements(gl.TRIANGLES, mesh.count, gl.UNSIGNED_INT, 0);
    }
    gl.bindVertexArray(null);
  }
}
