// The line program: polylines stroked by the core with screen-constant
// width; the shader extrudes by the half width in pixels and applies dash styles.
import type { LayerBuffers } from '../../../../wasm/geometry';
import { Mesh, type AttributeSpec, type BufferGl } from '../../gl/buffers';
import { drawIndexedInView, type DrawRanges } from '../../gl/drawRanges';
import { createProgram, setScaminUniform, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { LINE_PROGRAM } from './lineShaders';

/** A line layer's buffers; pick colours (layers never picked leave them out), SCAMIN (0: none) per vertex and a large layer's index runs by area are optional. */
export type LineBuffers = Pick<LayerBuffers, 'positions' | 'indices' | 'colours' | 'extrusions' | 'distancesM' | 'styleIds'> & {
  pickColours?: Uint8Array;
  scamin?: Float32Array;
  ranges?: DrawRanges;
};

export const LINE_ATTRIBUTES = { pos: 0, extrude: 1, dist: 2, style: 3, colour: 4, pick: 5, scamin: 6 } as const;

export function uploadLine(mesh: Mesh, b: LineBuffers): void {
  const attributes: AttributeSpec[] = [
    { location: LINE_ATTRIBUTES.pos, data: b.positions, size: 2 },
    { location: LINE_ATTRIBUTES.extrude, data: b.extrusions, size: 2 },
    { location: LINE_ATTRIBUTES.dist, data: b.distancesM, size: 1 },
    { location: LINE_ATTRIBUTES.style, data: b.styleIds, size: 1 },
    { location: LINE_ATTRIBUTES.colour, data: b.colours, size: 4, normalized: true },
  ];
  if (b.pickColours && b.pickColours.length > 0) attributes.push({ location: LINE_ATTRIBUTES.pick, data: b.pickColours, size: 4, normalized: true });
  if (b.scamin && b.scamin.length > 0) attributes.push({ location: LINE_ATTRIBUTES.scamin, data: b.scamin, size: 1 });
  mesh.upload(attributes, b.indices);
  mesh.ranges = b.ranges ?? null;
}

export class LineProgram {
  static readonly kind = 'line';
  readonly program: Program;
  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, LINE_PROGRAM);
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
    setScaminUniform(gl, this.program, uniforms);
    gl.uniform1i(this.program.uniform('u_pickPass'), uniforms.pickPass ? 1 : 0);
    for (const { mesh, widthPx } of meshes) {
      if (!mesh.bind()) continue;
      gl.uniform1f(this.program.uniform('u_halfWidth'), widthPx / 2);
      // A stroke reaches beyond its centre line by its half width, at a join by at most the core's miter limit of 4 half widths.
      drawIndexedInView(gl, mesh.count, mesh.ranges, uniforms, widthPx * 2 + 1);
    }
    gl.bindVertexArray(null);
  }
}
