// Capture (spec sections 2 and 8): saves the console's root view as a JPEG
// named dd_MM_yyyy_HH_mm_ss.jpg: a black background, the chart's pixels (the
// canvas of the last frame; its drawing buffer is preserved), then everything
// in HTML over it (overlay labels and icons, cards, bars) rasterised by
// modern-screenshot, toasts left out. A failure logs 'Screen capture failed.'.
import { pl } from '../../i18n/pl';
import { captureFileName } from './captureFileName';

export const CAPTURE_JPEG_QUALITY = 0.92;
/** Images in the page (camera streams) get this long to load into the capture. */
export const CAPTURE_MEDIA_TIMEOUT_MS = 5000;
/** What the capture leaves out: the toasts. */
const EXCLUDED = '.Toastify';

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Composes and saves the capture; resolves false (after logging) when it failed. */
export async function captureScreen(root: HTMLElement, chartCanvas: HTMLCanvasElement, now: Date = new Date()): Promise<boolean> {
  try {
    const { domToCanvas } = await import('modern-screenshot');
    const scale = window.devicePixelRatio || 1;
    const box = root.getBoundingClientRect();
    const out = document.createElement('canvas');
    out.width = Math.max(1, Math.round(box.width * scale));
    out.height = Math.max(1, Math.round(box.height * scale));
    const g = out.getContext('2d');
    if (!g) throw new Error('no 2D context');
    g.fillStyle = '#000';
    g.fillRect(0, 0, out.width, out.height);
    const c = chartCanvas.getBoundingClientRect();
    g.drawImage(chartCanvas, (c.left - box.left) * scale, (c.top - box.top) * scale, c.width * scale, c.height * scale);
    const dom = await domToCanvas(root, {
      scale,
      backgroundColor: null,
      timeout: CAPTURE_MEDIA_TIMEOUT_MS,
      font: false,
      filter: (node) => node !== chartCanvas && !(node instanceof Element && node.matches(EXCLUDED)),
    });
    g.drawImage(dom, 0, 0, out.width, out.height);
    const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/jpeg', CAPTURE_JPEG_QUALITY));
    if (!blob) throw new Error('JPEG encoding failed');
    download(blob, captureFileName(now));
    return true;
  } catch (error) {
    console.error(pl.tools.captureFailed, error);
    return false;
  }
}
