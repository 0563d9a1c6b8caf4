// The fill program: polygons (with holes) tessellated by the core's fill
// layer, drawn as indexed triangles. Buffers are uploaded once; a feature's
// SCAMIN rides along per vertex and the shader hides it by the display scale.
// A large layer's triangles come in runs by area: only those in view are drawn.
import type { LayerBuffers } from '../../../../wasm/geometry';
import { Mesh, type AttributeSpec, type BufferGl } from '../../gl/buffers';
import { drawIndexedInView, type DrawRanges } from '../../gl/drawRanges';
import { createProgram, setScaminUniform, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { FILL_PROGRAM } from './fillShaders';

/**
 * A fill layer's buffers: per vertex position, colour and, optionally, pick
 * colour (layers never picked leave it out) and SCAMIN (0: none); the
 * index runs by area of a large layer.
 */
export type FillBuffers = Pick<LayerBuffers, 'positions' | 'indices' | 'colours'> & {
  pickColours?: Uint8Array;
  scamin?: Float32Array;
  ranges?: DrawRanges;
};

/** Fills reach no further than their vertices (nothing is extruded): a pixel of margin only spares a triangle at the view's edge from rounding. */
const FILL_MARGIN_PX = 1;

/** Attribute locations of the fill program (fixed so the buffers can be uploaded with a fake GL). */
export const FILL_ATTRIBUTES = { pos: 0, colour: 1, pick: 2, scamin: 3 } as const;

export function uploadFill(mesh: Mesh, b: FillBuffers): void {
  const attributes: AttributeSpec[] = [
    { location: FILL_ATTRIBUTES.pos, data: b.positions, size: 2 },
    { location: FILL_ATTRIBUTES.colour, data: b.colours, size: 4, normalized: true },
  ];
  if (b.pickColours && b.pickColours.length > 0) attributes.push({ location: FILL_ATTRIBUTES.pick, data: b.pickColours, size: 4, normalized: true });
  if (b.scamin && b.scamin.length > 0) attributes.push({ location: FILL_ATTRIBUTES.scamin, data: b.scamin, size: 1 });
  mesh.upload(attributes, b.indices);
  mesh.ranges = b.ranges ?? null;
}

/** The bytes a fill layer's buffers take on the GPU. */
export const fillBytes = (b: FillBuffers): number =>
  b.positions.byteLength + b.indices.byteLength + b.colours.byteLength + (b.pickColours?.byteLength ?? 0) + (b.scamin?.byteLength ?? 0);

export class FillProgram {
  static readonly kind = 'fill';
  readonly program: Program;
  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, FILL_PROGRAM);
  }

  newMesh(b: FillBuffers): Mesh {
    const mesh = new Mesh(this.gl as BufferGl);
    uploadFill(mesh, b);
    return mesh;
  }

  /** Sets the program and its uniforms; then `drawMesh` per mesh. */
  use(uniforms: ViewUniforms): void {
    const gl = this.gl;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, uniforms);
    setScaminUniform(gl, this.program, uniforms);
    gl.uniform1i(this.program.uniform('u_pickPass'), uniforms.pickPass ? 1 : 0);
  }

  /** Draws one mesh with the program in use (the runs in view of `uniforms`); false when it had nothing to draw. */
  drawMesh(mesh: Mesh, uniforms: ViewUniforms): boolean {
    const gl = this.gl;
    if (!mesh.bind()) return false;
    drawIndexedInView(gl, mesh.count, mesh.ranges, uniforms, FILL_MARGIN_PX);
    gl.bindVertexArray(null);
    return true;
  }

  draw(mesh: Mesh, uniforms: ViewUniforms): void {
    if (mesh.count === 0) return;
    this.use(uniforms);
    this.drawMesh(mesh, uniforms);
  }
}
