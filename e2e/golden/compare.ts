// How a rendered scene is compared with its committed image (pixelmatch):
// a pixel differs when its colour distance (pixelmatch's YIQ measure, 0..1)
// exceeds PIXEL_THRESHOLD; the images match when at most MAX_DIFF_PIXELS
// pixels differ. The figures behind them are in e2e/golden/README.md.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance tolerated (pixelmatch's threshold). */
export const PIXEL_THRESHOLD = 0.02;
/** Pixels allowed to differ beyond it, per image. */
export const MAX_DIFF_PIXELS = 8;

export interface Comparison {
  /** Pixels beyond PIXEL_THRESHOLD (every pixel when the sizes differ). */
  diffPixels: number;
  matches: boolean;
  /** The difference image (red where pixels differ), null when the sizes differ. */
  diff: PNG | null;
}

export const decodePng = (bytes: Buffer): PNG => PNG.sync.read(bytes);

/** A small PNG of an image (RGB, best compression): what is committed. */
export function encodePng(image: PNG): Buffer {
  return PNG.sync.write(image, { colorType: 2, inputHasAlpha: true, deflateLevel: 9 });
}

export function compareImages(expected: PNG, actual: PNG, threshold = PIXEL_THRESHOLD): Comparison {
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return { diffPixels: actual.width * actual.height, matches: false, diff: null };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const diffPixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold, includeAA: true });
  return { diffPixels, matches: diffPixels <= MAX_DIFF_PIXELS, diff };
}

/** Whether two images are the same pixel for pixel. */
export const identical = (a: PNG, b: PNG): boolean => a.width === b.width && a.height === b.height && a.data.equals(b.data);
