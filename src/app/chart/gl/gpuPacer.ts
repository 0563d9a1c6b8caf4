// Whether the GPU has caught up with the last frame. On a slow GPU (SwiftShader
// draws a 400,000-vertex chart in about 170 ms) a large upload or another
// frame issued while it is still busy makes the main thread wait for space
// in Chromium's command transfer buffer, for up to 200 ms. So a fence follows
// each frame, and uploads and new frames wait until it has signalled: a
// non-blocking query, answered anew after each return to the event loop.

export type FenceGl = Pick<
  WebGL2RenderingContext,
  'fenceSync' | 'getSyncParameter' | 'deleteSync' | 'SYNC_GPU_COMMANDS_COMPLETE' | 'SYNC_STATUS' | 'SIGNALED'
>;

/** A fence older than this counts as signalled (a lost context never signals). */
export const GPU_FENCE_GIVE_UP_MS = 1000;

export class GpuPacer {
  private fence: WebGLSync | null = null;
  private fencedAtMs = 0;
  /** When a fence was last seen signalled (benchmarks: when a frame was on screen), ms. */
  signalledAtMs = 0;

  constructor(
    private readonly gl: FenceGl,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Call once a frame's commands are issued. */
  frameIssued(): void {
    if (this.fence) return; // the older fence still tells when the GPU is idle enough
    this.fence = this.gl.fenceSync(this.gl.SYNC_GPU_COMMANDS_COMPLETE, 0);
    this.fencedAtMs = this.now();
  }

  /** True when the GPU has finished the frames issued so far (or nothing is fenced). */
  idle(): boolean {
    if (!this.fence) return true;
    const signalled = this.gl.getSyncParameter(this.fence, this.gl.SYNC_STATUS) === this.gl.SIGNALED;
    if (!signalled && this.now() - this.fencedAtMs < GPU_FENCE_GIVE_UP_MS) return false;
    if (signalled) this.signalledAtMs = this.now();
    this.gl.deleteSync(this.fence);
    this.fence = null;
    return true;
  }
}
