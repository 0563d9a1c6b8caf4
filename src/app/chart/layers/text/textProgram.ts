// The text program, shared by every text layer: the glyph atlas texture
// (R8 signed distance fields, filled as layers bring bitmaps it lacks) and
// one vertex array per layer: the glyph instances (28 bytes each, uploaded
// once) and a shown flag per glyph (rewritten after each placement).
import { createProgram, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { GLYPH_ATLAS_PX, GLYPH_FIELDS, GLYPH_STRIDE_BYTES, GLYPH_UNITS_PER_PX, type GlyphBitmap } from './textFormat';
import { TEXT_ATTRIBUTES, TEXT_PROGRAM } from './textShaders';

export interface TextMesh {
  vao: WebGLVertexArrayObject;
  glyphBuffer: WebGLBuffer;
  shownBuffer: WebGLBuffer;
  count: number;
}

export class TextProgram {
  static readonly kind = 'text';
  readonly program: Program;
  private readonly texture: WebGLTexture | null;
  /** Atlas slots already uploaded, by their position. */
  private readonly uploaded = new Set<string>();

  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, TEXT_PROGRAM);
    this.texture = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.R8, GLYPH_ATLAS_PX, GLYPH_ATLAS_PX, 0, gl.RED, gl.UNSIGNED_BYTE, null);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  }

  /** Uploads the bitmaps the atlas texture does not have yet. */
  addBitmaps(bitmaps: readonly GlyphBitmap[]): void {
    const gl = this.gl;
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    for (const b of bitmaps) {
      const key = `${b.x},${b.y}`;
      if (this.uploaded.has(key)) continue;
      this.uploaded.add(key);
      gl.texSubImage2D(gl.TEXTURE_2D, 0, b.x, b.y, b.width, b.height, gl.RED, gl.UNSIGNED_BYTE, b.alpha);
    }
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
  }

  newMesh(glyphs: ArrayBuffer, count: number): TextMesh | null {
    const gl = this.gl;
    const vao = gl.createVertexArray();
    const glyphBuffer = gl.createBuffer();
    const shownBuffer = gl.createBuffer();
    if (!vao || !glyphBuffer || !shownBuffer) return null;
    gl.bindVertexArray(vao);
    gl.bindBuffer(gl.ARRAY_BUFFER, glyphBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, glyphs, gl.STATIC_DRAW);
    const attribute = (location: number, size: number, type: number, normalized: boolean, offset: number) => {
      gl.enableVertexAttribArray(location);
      gl.vertexAttribPointer(location, size, type, normalized, GLYPH_STRIDE_BYTES, offset);
      gl.vertexAttribDivisor(location, 1);
    };
    attribute(TEXT_ATTRIBUTES.anchor, 2, gl.FLOAT, false, GLYPH_FIELDS.anchor);
    attribute(TEXT_ATTRIBUTES.rect, 4, gl.SHORT, false, GLYPH_FIELDS.rect);
    attribute(TEXT_ATTRIBUTES.uv, 4, gl.UNSIGNED_SHORT, true, GLYPH_FIELDS.uv);
    attribute(TEXT_ATTRIBUTES.color, 4, gl.UNSIGNED_BYTE, true, GLYPH_FIELDS.color);
    gl.bindBuffer(gl.ARRAY_BUFFER, shownBuffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Uint8Array(count), gl.DYNAMIC_DRAW);
    gl.enableVertexAttribArray(TEXT_ATTRIBUTES.shown);
    gl.vertexAttribPointer(TEXT_ATTRIBUTES.shown, 1, gl.UNSIGNED_BYTE, false, 1, 0);
    gl.vertexAttribDivisor(TEXT_ATTRIBUTES.shown, 1);
    gl.bindVertexArray(null);
    return { vao, glyphBuffer, shownBuffer, count };
  }

  /** Rewrites a mesh's glyph instances (same count: new colours). */
  setGlyphs(mesh: TextMesh, glyphs: ArrayBuffer): void {
    const gl = this.gl;
    gl.bindBuffer(gl.ARRAY_BUFFER, mesh.glyphBuffer);
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, glyphs);
  }

  setShown(mesh: TextMesh, shownPerGlyph: Uint8Array): void {
    const gl = this.gl;
    gl.bindBuffer(gl.ARRAY_BUFFER, mesh.shownBuffer);
    gl.bufferSubData(gl.ARRAY_BUFFER, 0, shownPerGlyph);
  }

  draw(mesh: TextMesh, u: ViewUniforms): void {
    const gl = this.gl;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, u);
    gl.uniform1f(this.program.uniform('u_unitsPerPx'), GLYPH_UNITS_PER_PX);
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    gl.uniform1i(this.program.uniform('u_atlas'), 0);
    gl.bindVertexArray(mesh.vao);
    gl.drawArraysInstanced(gl.TRIANGLES, 0, 6, mesh.count);
    gl.bindVertexArray(null);
  }

  disposeMesh(mesh: TextMesh): void {
    this.gl.deleteVertexArray(mesh.vao);
    this.gl.deleteBuffer(mesh.glyphBuffer);
    this.gl.deleteBuffer(mesh.shownBuffer);
  }
}
