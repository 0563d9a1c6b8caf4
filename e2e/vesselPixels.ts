// What the vessel-symbol tests read off the screen: the chart's part of a
// screenshot as RGBA (DOM icons over the canvas included: the screen as the
// operator sees it), the vessels the vessel layer draws, and the WCAG
// measures the night and contrast goals are stated in.
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const sharp = createRequire(import.meta.url)('sharp') as (input: Buffer) => { raw(): { toBuffer(o: { resolveWithObject: true }): Promise<{ data: Buffer; info: { width: number; height: number; channels: number } }> } };

export interface Screen {
  width: number;
  height: number;
  /** RGB per pixel. */
  rgb: Uint8Array;
}

/** A drawn vessel: its id and where it is on the canvas. */
export interface DrawnVessel {
  id: number;
  x: number;
  y: number;
}

export async function canvasBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  return box;
}

/** The screen over the chart canvas. */
export async function screenOfChart(page: Page): Promise<Screen> {
  const clip = await canvasBox(page);
  const png = await page.screenshot({ clip });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const rgb = new Uint8Array(info.width * info.height * 3);
  for (let i = 0, o = 0; i < data.length; i += info.channels, o += 3) rgb.set([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0], o);
  return { width: info.width, height: info.height, rgb };
}

export async function drawnVessels(page: Page): Promise<DrawnVessel[]> {
  const raw = await page.evaluate(() => window.__traxisChart?.drawnVessels() ?? []);
  return raw.map(([id, x, y]) => ({ id, x, y }));
}

/** The vessels drawn now and a screenshot of them (again while the layer changed in between). */
export async function steadyShot(page: Page): Promise<{ vessels: DrawnVessel[]; screen: Screen }> {
  // No fade (the console's own after a sign-in or a card) over the chart.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  for (let attempt = 0; ; attempt += 1) {
    const before = await drawnVessels(page);
    const screen = await screenOfChart(page);
    const after = await drawnVessels(page);
    if (JSON.stringify(before) === JSON.stringify(after) || attempt >= 8) return { vessels: after, screen };
  }
}

/** Switches the vessels layer with the top bar's 'Statki' toggle and waits for a frame without (or with) it. */
export async function setVesselsShown(page: Page, shown: boolean): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Statki', exact: true });
  // Counted before the click: the frame without the layer may come before the toggle reads pressed.
  const frames = await page.evaluate(() => window.__traxisChart?.stats().frames ?? 0);
  if ((await toggle.getAttribute('aria-pressed')) !== String(shown)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(shown));
  await expect.poll(() => page.evaluate(() => window.__traxisChart?.stats().frames ?? 0)).toBeGreaterThan(frames);
}

const linear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of an sRGB colour. */
export const luminance = (r: number, g: number, b: number): number => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio of two luminances. */
export const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** Whether a pixel differs between two screens (any channel by more than 8). */
export function differs(a: Screen, b: Screen, i: number): boolean {
  return Math.abs((a.rgb[3 * i] ?? 0) - (b.rgb[3 * i] ?? 0)) > 8 || Math.abs((a.rgb[3 * i + 1] ?? 0) - (b.rgb[3 * i + 1] ?? 0)) > 8 || Math.abs((a.rgb[3 * i + 2] ?? 0) - (b.rgb[3 * i + 2] ?? 0)) > 8;
}

/** Indices of the pixels within `half` px of (x, y). */
export function around(s: Screen, x: number, y: number, half: number): number[] {
  const out: number[] = [];
  for (let py = Math.max(0, Math.round(y) - half); py <= Math.min(s.height - 1, Math.round(y) + half); py += 1) {
    for (let px = Math.max(0, Math.round(x) - half); px <= Math.min(s.width - 1, Math.round(x) + half); px += 1) out.push(py * s.width + px);
  }
  return out;
}

/** The most frequent colour among these pixels (those `keep` accepts), as 'r,g,b', with its count. */
export function commonest(s: Screen, pixels: readonly number[], keep: (r: number, g: number, b: number) => boolean = () => true): [string, number] | null {
  const counts = new Map<string, number>();
  for (const i of pixels) {
    const [r = 0, g = 0, b = 0] = s.rgb.subarray(3 * i, 3 * i + 3);
    if (!keep(r, g, b)) continue;
    const key = `${r},${g},${b}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: [string, number] | null = null;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best;
}

export const rgbOf = (key: string): [number, number, number] => {
  const [r = 0, g = 0, b = 0] = key.split(',').map(Number);
  return [r, g, b];
};
