// The point-symbol program: one quad per point, textured from the symbol atlas.
import { ATLAS_SIZE_PX, type SymbolAtlas, type SymbolEntry } from '../../enc/symbolAtlas';
import { Mesh, type AttributeSpec, type BufferGl } from '../../gl/buffers';
import { createProgram, setScaminUniform, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { SYMBOL_PROGRAM } from './symbolShaders';

export const SYMBOL_ATTRIBUTES = { pos: 0, offset: 1, uv: 2, scamin: 3 } as const;

export interface SymbolQuads {
  positions: Float32Array;
  offsetsPx: Float32Array;
  uvs: Float32Array;
  /** SCAMIN per vertex (0: none); absent when no point has one. */
  scamin?: Float32Array;
}

const CORNERS: readonly [number, number, number, number][] = [
  // offset x, offset y (units of half size), u index, v index into [u0, v0, u1, v1]
  [-1, -1, 0, 3],
  [1, -1, 2, 3],
  [1, 1, 2, 1],
  [-1, -1, 0, 3],
  [1, 1, 2, 1],
  [-1, 1, 0, 1],
];

/** Two triangles per drawable symbol, centred on its point; `scamin` per point (0: none) follows to every vertex. */
export function symbolQuads(positions: Float32Array, entries: readonly SymbolEntry[], scamin?: Float32Array): SymbolQuads {
  const drawable = entries.filter((e) => e.drawable).length;
  const out: SymbolQuads = {
    positions: new Float32Array(drawable * 12),
    offsetsPx: new Float32Array(drawable * 12),
    uvs: new Float32Array(drawable * 12),
  };
  const perVertex = scamin && scamin.some((v) => v > 0) ? new Float32Array(drawable * 6) : null;
  if (perVertex) out.scamin = perVertex;
  let k = 0;
  entries.forEach((e, i) => {
    if (!e.drawable) return;
    const x = positions[2 * i] ?? 0;
    const y = positions[2 * i + 1] ?? 0;
    perVertex?.fill(scamin?.[i] ?? 0, k / 2, k / 2 + CORNERS.length);
    for (const [ox, oy, ui, vi] of CORNERS) {
      out.positions[k] = x;
      out.positions[k + 1] = y;
      out.offsetsPx[k] = (ox * e.widthPx) / 2;
      out.offsetsPx[k + 1] = (oy * e.heightPx) / 2;
      out.uvs[k] = e.uv[ui] ?? 0;
      out.uvs[k + 1] = e.uv[vi] ?? 0;
      k += 2;
    }
  });
  return out;
}

export class SymbolProgram {
  static readonly kind = 'symbol';
  readonly program: Program;
  private texture: WebGLTexture | null = null;

  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, SYMBOL_PROGRAM);
  }

  newMesh(q: SymbolQuads): Mesh {
    const mesh = new Mesh(this.gl as BufferGl);
    const attributes: AttributeSpec[] = [
      { location: SYMBOL_ATTRIBUTES.pos, data: q.positions, size: 2 },
      { location: SYMBOL_ATTRIBUTES.offset, data: q.offsetsPx, size: 2 },
      { location: SYMBOL_ATTRIBUTES.uv, data: q.uvs, size: 2 },
    ];
    if (q.scamin) attributes.push({ location: SYMBOL_ATTRIBUTES.scamin, data: q.scamin, size: 1 });
    mesh.upload(attributes);
    return mesh;
  }

  /** Uploads the symbols drawn into the atlas since the last call (the texture is allocated once, empty); true if any was. */
  syncAtlas(atlas: Pick<SymbolAtlas, 'takeDirty'>): boolean {
    const gl = this.gl;
    if (!this.texture) {
      this.texture = gl.createTexture();
      gl.bindTexture(gl.TEXTURE_2D, this.texture);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, ATLAS_SIZE_PX, ATLAS_SIZE_PX, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
    }
    const dirty = atlas.takeDirty();
    if (dirty.length === 0) return false;
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    for (const { rect, pixels } of dirty) gl.texSubImage2D(gl.TEXTURE_2D, 0, rect.x, rect.y, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    return true;
  }

  draw(mesh: Mesh, uniforms: ViewUniforms): void {
    const gl = this.gl;
    if (!this.texture || !mesh.bind()) return;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, uniforms);
    setScaminUniform(gl, this.program, uniforms);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    gl.uniform1i(this.program.uniform('u_atlas'), 0);
    gl.drawArrays(gl.TRIANGLES, 0, mesh.count);
    gl.bindVertexArray(null);
  }
}
