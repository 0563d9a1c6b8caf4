// The id pass: a 1x1 render target; the viewport is shifted so the pixel
// under the cursor lands on it and a 1-pixel scissor limits the work. The
// pixel is read back asynchronously (into a pixel buffer, with a fence
// polled on later frames), so the main thread never waits for the GPU; the
// id is red + green*256 + blue*65536.
import { rgbToId } from '../../../wasm/motion';

export class PickTarget {
  private readonly fbo: WebGLFramebuffer;
  private readonly pbo: WebGLBuffer;
  private readonly pixel = new Uint8Array(4);
  private fence: WebGLSync | null = null;
  private onResult: ((id: number) => void) | null = null;

  constructor(private readonly gl: WebGL2RenderingContext) {
    const tex = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, tex);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    this.fbo = gl.createFramebuffer();
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex, 0);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    this.pbo = gl.createBuffer();
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.pbo);
    gl.bufferData(gl.PIXEL_PACK_BUFFER, 4, gl.STREAM_READ);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
  }

  /** Renders the id pass at the drawing-buffer pixel (x right, y down) and starts the readback; false while one is in flight. */
  start(xPx: number, yPx: number, widthPx: number, heightPx: number, draw: () => void, onResult: (id: number) => void): boolean {
    if (this.fence) return false;
    const gl = this.gl;
    this.bindFor(xPx, yPx, widthPx, heightPx);
    draw();
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.pbo);
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, 0);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    this.unbind();
    this.fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    gl.flush();
    this.onResult = onResult;
    return true;
  }

  /** Whether a readback is on its way. */
  get inFlight(): boolean {
    return this.fence !== null;
  }

  /** Polls the readback (call every animation frame); true when a result was delivered. */
  poll(): boolean {
    const gl = this.gl;
    if (!this.fence) return false;
    const status = gl.clientWaitSync(this.fence, 0, 0);
    if (status !== gl.ALREADY_SIGNALED && status !== gl.CONDITION_SATISFIED) return false;
    gl.deleteSync(this.fence);
    this.fence = null;
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.pbo);
    gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, this.pixel);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    const done = this.onResult;
    this.onResult = null;
    done?.(this.decode());
    return true;
  }

  /** The same pass read back synchronously (benchmarks and tests). */
  pickNow(xPx: number, yPx: number, widthPx: number, heightPx: number, draw: () => void): number {
    const gl = this.gl;
    this.bindFor(xPx, yPx, widthPx, heightPx);
    draw();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, this.pixel);
    this.unbind();
    return this.decode();
  }

  private bindFor(xPx: number, yPx: number, widthPx: number, heightPx: number): void {
    const gl = this.gl;
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.viewport(-Math.floor(xPx), -(heightPx - 1 - Math.floor(yPx)), widthPx, heightPx);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(0, 0, 1, 1);
    gl.disable(gl.BLEND);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
  }

  private unbind(): void {
    this.gl.disable(this.gl.SCISSOR_TEST);
    this.gl.bindFramebuffer(this.gl.FRAMEBUFFER, null);
  }

  private decode(): number {
    const [r = 0, g = 0, b = 0, a = 0] = this.pixel;
    return a === 0 ? 0 : rgbToId(r, g, b);
  }
}
