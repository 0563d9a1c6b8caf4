// The id pass: a 1x1 render target; the viewport is shifted so the pixel
// under the cursor lands on it, a 1-pixel scissor limits the work, and one
// readPixels returns the id (red + green*256 + blue*65536).
import { rgbToId } from '../../wasm/motion';

export class PickTarget {
  private readonly fbo: WebGLFramebuffer;
  private readonly pixel = new Uint8Array(4);

  constructor(private readonly gl: WebGL2RenderingContext) {
    const tex = gl.createTexture();
    gl.bindTexture(gl.TEXTURE_2D, tex);
    gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA8, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
    this.fbo = gl.createFramebuffer();
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, tex, 0);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  }

  /** Renders `draw` for the pixel (x right, y down, CSS px) of a w x h view; 0 when nothing is there. */
  pick(xPx: number, yPx: number, widthPx: number, heightPx: number, draw: () => void): number {
    const gl = this.gl;
    gl.bindFramebuffer(gl.FRAMEBUFFER, this.fbo);
    gl.viewport(-Math.floor(xPx), -(heightPx - 1 - Math.floor(yPx)), widthPx, heightPx);
    gl.enable(gl.SCISSOR_TEST);
    gl.scissor(0, 0, 1, 1);
    gl.disable(gl.BLEND);
    gl.clearColor(0, 0, 0, 0);
    gl.clear(gl.COLOR_BUFFER_BIT);
    draw();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, this.pixel);
    gl.disable(gl.SCISSOR_TEST);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    const [r = 0, g = 0, b = 0, a = 0] = this.pixel;
    return a === 0 ? 0 : rgbToId(r, g, b);
  }
}
