// The id pass: a small square render target centred on the cursor (the
// pick tolerance around it, render/pickedIds.ts); the viewport is shifted
// so the pixel under the cursor lands on its centre and a scissor limits the
// work to it. The pixels are read back asynchronously (into a pixel buffer,
// with a fence polled on later frames), so the main thread never waits for
// the GPU; every id in the square comes back, nearest first.
import { rgbToId } from '../../../wasm/motion';
import { pickedIds, type PickedObject } from './pickedIds';

export class PickTarget {
  private readonly fbo: WebGLFramebuffer;
  private readonly texture: WebGLTexture;
  private readonly pbo: WebGLBuffer;
  /** The square's side and the radius read, device pixels. */
  private size = 0;
  private radiusPx = 0;
  private pixels = new Uint8Array(0);
  private fence: WebGLSync | null = null;
  private onResult: ((found: PickedObject[]) => void) | null = null;
  /** Device pixels per CSS pixel of the pick in flight. */
  private scale = 1;

  constructor(private readonly gl: WebGL2RenderingContext) {
    this.texture = gl.createTexture();
    this.fbo = gl.createFramebuffer();
    this.pbo = gl.createBuffer();
  }

  /** The square for a tolerance of `radiusPx` device pixels (made again only when it changes). */
  private fit(radiusPx: number): void {
    const r = Math.max(0, Math.ceil(radiusPx));
    if (r === this.radiusPx && this.size > 0) return;
    const gl = this.gl;
    this.radiusPx = r;
    this.size = 2 * r + 1;
    this.pixels = new Uint8Array(4 * this.size * this.size);
    gl.bindTexture(gl.TEXTURE_2D, this.texture);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, this.size, this.size, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, this.texture, 0);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.pbo);
    gl.bufferData(gl.PIXEL_PACK_BUFFER, this.pixels.length, gl.STREAM_READ);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
  }

  /**
   * Renders the id pass around the drawing-buffer pixel (x right, y down),
   * `radiusPx` device pixels around it, and starts the readback; false while
   * one is in flight. `devicePerCssPx` turns the distances into CSS px.
   */
  start(
    xPx: number,
    yPx: number,
    widthPx: number,
    heightPx: number,
    radiusPx: number,
    devicePerCssPx: number,
    draw: () => void,
    onResult: (found: PickedObject[]) => void,
  ): boolean {
    if (this.fence) return false;
    const gl = this.gl;
    this.fit(radiusPx);
    this.bindFor(xPx, yPx, widthPx, heightPx);
    draw();
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, this.pbo);
    gl.readPixels(0, 0, this.size, this.size, gl.RGBA, gl.UNSIGNED_BYTE, 0);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    this.unbind();
    this.fence = gl.fenceSync(gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    gl.flush();
    this.onResult = onResult;
    this.scale = devicePerCssPx;
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
    gl.getBufferSubData(gl.PIXEL_PACK_BUFFER, 0, this.pixels);
    gl.bindBuffer(gl.PIXEL_PACK_BUFFER, null);
    const done = this.onResult;
    this.onResult = null;
    done?.(this.decode(this.scale));
    return true;
  }

  /** The same pass read back synchronously (benchmarks and tests): the objects found, nearest first. */
  pickNow(xPx: number, yPx: number, widthPx: number, heightPx: number, radiusPx: number, devicePerCssPx: number, draw: () => void): PickedObject[] {
    const gl = this.gl;
    this.fit(radiusPx);
    this.bindFor(xPx, yPx, widthPx, heightPx);
    draw();
    gl.readPixels(0, 0, this.size, this.size, gl.RGBA, gl.UNSIGNED_BYTE, this.pixels);
    this.unbind();
    return this.decode(devicePerCssPx);
  }

  private bindFor(xPx: number, yPx: number, widthPx: number, heightPx: number): void {
    const gl = this.gl;
    const r = this.radiusPx;
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    // The cursor's pixel lands on the square's centre (r, r).
    gl.viewport(r - Math.floor(xPx), r - (heightPx - 1 - Math.floor(yPx)), widthPx, heightPx);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(0, 0, this.size, this.size);
    gl.disable(gl.BLEND);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
  }

  private unbind(): void {
    this.gl.disable(this.gl.SCISSOR_TEST);
    this.gl.bindFramebuffer(this.gl.FRAMEBUFFER, null);
  }

  private decode(devicePerCssPx: number): PickedObject[] {
    return pickedIds(this.pixels, this.size, this.radiusPx, devicePerCssPx, rgbToId);
  }
}
