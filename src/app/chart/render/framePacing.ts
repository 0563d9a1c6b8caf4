// While a chart loads (upload jobs queued or its labels' placement due or
// under way), a frame that would only show the layers' new data (vessels
// moved, labels placed, symbols arrived, a coastline tile) starts at most
// every LOADING_FRAME_MS. A pan, a zoom, the cursor, a pick, a tool or an
// explicit request (a theme, a cell revealed) still draws at the next
// animation frame. Without a GPU (SwiftShader, a software renderer on
// low-end machines) one chart frame with 20,000 vessels costs the GPU
// process ~130 ms of CPU; on 2 cores the frames of an attach took that
// from the main thread, whose tasks then waited for a core.

/** The shortest time between two frames of new data alone while a chart loads (ms). */
export const LOADING_FRAME_MS = 400;

/** Whether a frame for new data alone may start now. */
export function dataFrameDue(nowMs: number, lastFrameMs: number, loading: boolean): boolean {
  return !loading || nowMs - lastFrameMs >= LOADING_FRAME_MS;
}
