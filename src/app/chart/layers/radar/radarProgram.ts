// The radar picture's two programs (scope and echoes) and the echoes' mesh:
// [x, y, intensity] per echo, one buffer, drawn as points.
import { Mesh, type BufferGl } from '../../gl/buffers';
import { createProgram, setViewUniforms, type Program, type ViewUniforms } from '../../gl/program';
import { SCOPE_FLOATS_PER_VERTEX, radarScopeVertices } from './radarScope';
import { ECHO_PROGRAM, SCOPE_PROGRAM } from './radarShaders';

export const ECHO_ATTRIBUTES = { pos: 0, intensity: 1 } as const;
const ECHO_STRIDE_BYTES = 12;

/** What one radar frame needs besides the view. */
export interface RadarFrame {
  /** Sweep angle, radians clockwise from north. */
  sweepRad: number;
  /** The glow and the strong echoes, RGB 0..1 (radarColours.ts). */
  high: readonly [number, number, number];
  /** The weak echoes, RGB 0..1. */
  low: readonly [number, number, number];
  /** Echo diameter, CSS px. */
  echoPx: number;
  /** Radians behind the sweep over which an echo fades to 1/e. */
  decayRad: number;
}

export class RadarProgram {
  static readonly kind = 'radar';
  private readonly scope: Program;
  private readonly echo: Program;
  /** The scope's geometry: the same for every radar (shared with the program). */
  private readonly scopeMesh: Mesh;

  constructor(private readonly gl: WebGL2RenderingContext) {
    this.scope = createProgram(gl, SCOPE_PROGRAM);
    this.echo = createProgram(gl, ECHO_PROGRAM);
    this.scopeMesh = new Mesh(gl as BufferGl);
    const stride = SCOPE_FLOATS_PER_VERTEX * 4;
    this.scopeMesh.uploadInterleaved(radarScopeVertices().buffer as ArrayBuffer, stride, [
      { location: 0, size: 2, type: 'float', offsetBytes: 0 },
      { location: 1, size: 2, type: 'float', offsetBytes: 8 },
      { location: 2, size: 1, type: 'float', offsetBytes: 16 },
      { location: 3, size: 4, type: 'float', offsetBytes: 20 },
    ]);
  }

  newMesh(): Mesh {
    return new Mesh(this.gl as BufferGl);
  }

  /** Replaces the echoes ([x, y, intensity] per echo). */
  upload(mesh: Mesh, echoes: Float32Array): void {
    const whole = echoes.byteOffset === 0 && echoes.byteLength === echoes.buffer.byteLength;
    mesh.uploadInterleaved((whole ? echoes : echoes.slice()).buffer as ArrayBuffer, ECHO_STRIDE_BYTES, [
      { location: ECHO_ATTRIBUTES.pos, size: 2, type: 'float', offsetBytes: 0 },
      { location: ECHO_ATTRIBUTES.intensity, size: 1, type: 'float', offsetBytes: 8 },
    ]);
  }

  draw(mesh: Mesh, u: ViewUniforms, f: RadarFrame): void {
    const gl = this.gl;
    const pxPerCss = u.viewportPx[0] > 0 ? gl.drawingBufferWidth / u.viewportPx[0] : 1;
    // The range spans half the screen height: the scope's radius.
    const radiusCss = u.viewportPx[1] / 2;
    gl.useProgram(this.scope.program);
    gl.uniform2f(this.scope.uniform('u_centrePx'), gl.drawingBufferWidth / 2, gl.drawingBufferHeight / 2);
    gl.uniform1f(this.scope.uniform('u_radiusPx'), radiusCss * pxPerCss);
    gl.uniform2f(this.scope.uniform('u_bufferPx'), gl.drawingBufferWidth, gl.drawingBufferHeight);
    gl.uniform1f(this.scope.uniform('u_sweep'), f.sweepRad);
    gl.uniform1f(this.scope.uniform('u_pxPerCss'), pxPerCss);
    gl.uniform3f(this.scope.uniform('u_high'), ...f.high);
    if (this.scopeMesh.bind()) gl.drawArrays(gl.TRIANGLES, 0, this.scopeMesh.count);
    gl.bindVertexArray(null);
    if (!mesh.bind()) return;
    gl.useProgram(this.echo.program);
    setViewUniforms(gl, this.echo, u);
    gl.uniform1f(this.echo.uniform('u_sweep'), f.sweepRad);
    gl.uniform1f(this.echo.uniform('u_pointPx'), f.echoPx * pxPerCss);
    gl.uniform1f(this.echo.uniform('u_radiusM'), radiusCss / u.pixelsPerMercatorM);
    gl.uniform1f(this.echo.uniform('u_decay'), f.decayRad);
    gl.uniform3f(this.echo.uniform('u_high'), ...f.high);
    gl.uniform3f(this.echo.uniform('u_low'), ...f.low);
    gl.drawArrays(gl.POINTS, 0, mesh.count);
    gl.bindVertexArray(null);
  }
}
