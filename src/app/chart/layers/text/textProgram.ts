// The text program, shared by every text layer: the glyph atlas texture
// (R8 signed distance fields, filled as layers bring bitmaps it lacks) and
// per layer two integer textures the vertex shader reads (textShaders.ts):
// the glyph records (RGBA32UI, uploaded once, again for new colours) and a
// shown flag per glyph (R8UI, rewritten after each placement). A layer
// draws 6 vertices per glyph from one attribute-less vertex array.
import { gpuBuffers } from '../../gl/buffers';
import { createProgram, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { GLYPH_ATLAS_PX, GLYPH_STRIDE_BYTES, GLYPH_TEXELS, GLYPH_UNITS_PER_PX, type GlyphBitmap } from './textFormat';
import { GLYPHS_PER_ROW, TEXT_PROGRAM, TEXT_TEXTURE_WIDTH } from './textShaders';

export interface TextMesh {
  glyphTexture: WebGLTexture;
  shownTexture: WebGLTexture;
  /** Texels per row of each (a layer with few glyphs has one short row). */
  glyphWidth: number;
  shownWidth: number;
  /** Glyphs drawn (all of the layer's, unless more than the textures hold). */
  count: number;
  /** Bytes the two textures hold (counted with the GPU buffers). */
  bytes: number;
}

/** Texture units of the program's three textures. */
const UNIT = { atlas: 0, glyphs: 1, shown: 2 } as const;

export class TextProgram {
  static readonly kind = 'text';
  readonly program: Program;
  private readonly texture: WebGLTexture | null;
  /** The attribute-less vertex array every text layer draws with. */
  private readonly vao: WebGLVertexArrayObject | null;
  /** Rows a layer's texture may have. */
  private readonly maxRows: number;
  /** Atlas slots already uploaded, by their position. */
  private readonly uploaded = new Set<string>();

  constructor(private readonly gl: WebGL2RenderingContext) {
    this.program = createProgram(gl, TEXT_PROGRAM);
    this.vao = gl.createVertexArray();
    this.maxRows = Number(gl.getParameter(gl.MAX_TEXTURE_SIZE)) || TEXT_TEXTURE_WIDTH;
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

  /** A layer's textures for `count` glyph records (`glyphs`: count * GLYPH_STRIDE_BYTES bytes); none shown yet. */
  newMesh(glyphs: ArrayBuffer, count: number): TextMesh | null {
    const gl = this.gl;
    // Beyond what the textures can hold (over 2 million glyphs a layer) the rest is not drawn.
    const drawn = Math.min(count, this.maxRows * GLYPHS_PER_ROW);
    const glyphWidth = Math.min(TEXT_TEXTURE_WIDTH, drawn * GLYPH_TEXELS);
    const shownWidth = Math.min(TEXT_TEXTURE_WIDTH, drawn);
    const glyphRows = Math.ceil((drawn * GLYPH_TEXELS) / glyphWidth);
    const shownRows = Math.ceil(drawn / shownWidth);
    const glyphTexture = this.dataTexture(gl.RGBA32UI, glyphWidth, glyphRows);
    const shownTexture = this.dataTexture(gl.R8UI, shownWidth, shownRows);
    if (!glyphTexture || !shownTexture) {
      if (glyphTexture) gl.deleteTexture(glyphTexture);
      if (shownTexture) gl.deleteTexture(shownTexture);
      return null;
    }
    const bytes = 16 * glyphWidth * glyphRows + shownWidth * shownRows;
    gpuBuffers.bytes += bytes;
    // Texture storage starts zeroed: no glyph is shown until the placement's first flags.
    const mesh = { glyphTexture, shownTexture, glyphWidth, shownWidth, count: drawn, bytes };
    this.setGlyphs(mesh, glyphs);
    return mesh;
  }

  private dataTexture(format: number, width: number, rows: number): WebGLTexture | null {
    const gl = this.gl;
    const texture = gl.createTexture();
    if (!texture) return null;
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.texStorage2D(gl.TEXTURE_2D, 1, format, width, rows);
    // Integer textures are read with texelFetch only; they must not be filtered.
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
    gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
    return texture;
  }

  /**
   * Writes `items` texels (`perTexel` array elements each) into a texture
   * `width` texels wide: the whole rows, then what is left of the last.
   */
  private writeRows(texture: WebGLTexture, width: number, format: number, type: number, data: Uint32Array | Uint8Array, perTexel: number, items: number): void {
    const gl = this.gl;
    const fullRows = Math.floor(items / width);
    const rest = items - fullRows * width;
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    if (fullRows > 0) gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, 0, width, fullRows, format, type, data, 0);
    if (rest > 0) gl.texSubImage2D(gl.TEXTURE_2D, 0, 0, fullRows, rest, 1, format, type, data, fullRows * width * perTexel);
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 4);
  }

  /** Rewrites a mesh's glyph records (same count: new colours). */
  setGlyphs(mesh: TextMesh, glyphs: ArrayBuffer): void {
    const words = new Uint32Array(glyphs, 0, (mesh.count * GLYPH_STRIDE_BYTES) / 4);
    this.writeRows(mesh.glyphTexture, mesh.glyphWidth, this.gl.RGBA_INTEGER, this.gl.UNSIGNED_INT, words, 4, mesh.count * GLYPH_TEXELS);
  }

  setShown(mesh: TextMesh, shownPerGlyph: Uint8Array): void {
    this.writeRows(mesh.shownTexture, mesh.shownWidth, this.gl.RED_INTEGER, this.gl.UNSIGNED_BYTE, shownPerGlyph.subarray(0, mesh.count), 1, mesh.count);
  }

  draw(mesh: TextMesh, u: ViewUniforms): void {
    const gl = this.gl;
    gl.useProgram(this.program.program);
    setViewUniforms(gl, this.program, u);
    gl.uniform1f(this.program.uniform('u_unitsPerPx'), GLYPH_UNITS_PER_PX);
    gl.uniform1i(this.program.uniform('u_glyphWidth'), mesh.glyphWidth);
    gl.uniform1i(this.program.uniform('u_shownWidth'), mesh.shownWidth);
    this.bindTexture(UNIT.atlas, this.texture, 'u_atlas');
    this.bindTexture(UNIT.glyphs, mesh.glyphTexture, 'u_glyphs');
    this.bindTexture(UNIT.shown, mesh.shownTexture, 'u_shown');
    gl.activeTexture(gl.TEXTURE0);
    gl.bindVertexArray(this.vao);
    gl.drawArrays(gl.TRIANGLES, 0, 6 * mesh.count);
    gl.bindVertexArray(null);
  }

  private bindTexture(unit: number, texture: WebGLTexture | null, uniform: string): void {
    const gl = this.gl;
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, texture);
    gl.uniform1i(this.program.uniform(uniform), unit);
  }

  disposeMesh(mesh: TextMesh): void {
    gpuBuffers.bytes -= mesh.bytes;
    this.gl.deleteTexture(mesh.glyphTexture);
    this.gl.deleteTexture(mesh.shownTexture);
  }
}
