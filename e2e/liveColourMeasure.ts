// Measuring the live layers' colours from screenshots (WCAG 2 relative
// luminance and contrast): the live-layer pixels are those a pair of
// screenshots, with the layers on and off, differ in.
import { PNG } from 'pngjs';

export type Image = PNG;
export const decode = (png: Buffer): Image => PNG.sync.read(png);

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
export const luminance = (r: number, g: number, b: number): number => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
export const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** A pixel differs when a channel differs by more than this. */
export const CHANGED = 6;

const rgbAt = (img: Image, x: number, y: number): [number, number, number] => {
  const i = 4 * (y * img.width + x);
  return [img.data[i] ?? 0, img.data[i + 1] ?? 0, img.data[i + 2] ?? 0];
};

function changedAt(on: Image, off: Image, x: number, y: number): boolean {
  const a = rgbAt(on, x, y);
  const b = rgbAt(off, x, y);
  return Math.max(Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2])) > CHANGED;
}

/** The relative luminance of every live-layer pixel (as drawn with the layers on). */
export function liveLuminances(on: Image, off: Image): number[] {
  const out: number[] = [];
  for (let y = 0; y < on.height; y += 1) for (let x = 0; x < on.width; x += 1) if (changedAt(on, off, x, y)) out.push(luminance(...rgbAt(on, x, y)));
  return out;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export interface Region {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A symbol's reading against the chart under it: of the pixels it changes
 * within its region, the share whose colour has at least 3:1 against the
 * chart's colour at the same pixel (its colour or its halo: what meets the
 * chart). Also how many pixels it changes.
 */
export function symbolContrast(on: Image, off: Image, r: Region): { changed: number; share: number } {
  let changed = 0;
  let reading = 0;
  for (let y = Math.max(0, Math.round(r.y)); y < Math.min(on.height, Math.round(r.y + r.height)); y += 1) {
    for (let x = Math.max(0, Math.round(r.x)); x < Math.min(on.width, Math.round(r.x + r.width)); x += 1) {
      if (!changedAt(on, off, x, y)) continue;
      changed += 1;
      if (contrast(luminance(...rgbAt(on, x, y)), luminance(...rgbAt(off, x, y))) >= 3) reading += 1;
    }
  }
  return { changed, share: changed === 0 ? 0 : reading / changed };
}

/** A square region of `half` pixels around a point. */
export const around = (name: string, x: number, y: number, half: number): Region => ({ name, x: x - half, y: y - half, width: 2 * half + 1, height: 2 * half + 1 });
