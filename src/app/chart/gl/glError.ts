// The GL layer's developer errors, typed: a code and the driver's detail (a
// shader's log, an attribute's or uniform's name). The chart gives them the
// spec's words where it reports them (chart/chartErrors.ts); nothing here
// holds user-facing text.

export type GlErrorCode =
  /** The canvas gives no WebGL2 context. */
  | 'noWebGl2'
  /** No EXT_color_buffer_float: float pixels cannot be read back. */
  | 'noFloatReadback'
  | 'shaderCreate'
  | 'programCreate'
  /** A shader did not compile; the detail is its log. */
  | 'shaderCompile'
  /** The program did not link; the detail is its log. */
  | 'programLink'
  /** The detail is the attribute's name. */
  | 'attributeNotFound'
  /** The detail is the uniform's name. */
  | 'uniformNotFound';

export class GlError extends Error {
  constructor(
    readonly code: GlErrorCode,
    readonly detail = '',
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'GlError';
  }
}
