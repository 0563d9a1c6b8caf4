// Geometry of what the console shows: boxes, their overlap, whether a box
// lies in the viewport above the status bar, and whether an element is the
// one on top at a point (what a click there would reach).
import { expect, type Locator, type Page } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** The area two boxes share. */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The share of `b` that `a` covers. */
export const coverage = (a: Box, b: Box): number => overlapArea(a, b) / (b.width * b.height);

/** The viewport less the status bar at its bottom. */
export async function usableViewport(page: Page): Promise<Box> {
  const size = page.viewportSize();
  if (!size) throw new Error('no viewport');
  const bar = await page.getByTestId('status-bar').boundingBox();
  return { x: 0, y: 0, width: size.width, height: bar ? bar.y : size.height };
}

/** The box lies inside the area (to half a pixel). */
export function expectInside(box: Box, area: Box, what: string): void {
  expect(box.x, `${what}: left`).toBeGreaterThanOrEqual(area.x - 0.5);
  expect(box.y, `${what}: top`).toBeGreaterThanOrEqual(area.y - 0.5);
  expect(box.x + box.width, `${what}: right`).toBeLessThanOrEqual(area.x + area.width + 0.5);
  expect(box.y + box.height, `${what}: bottom`).toBeLessThanOrEqual(area.y + area.height + 0.5);
}

/** True when the element under the point (what a click there reaches) is the locator's element or inside it. */
export async function isOnTopAt(locator: Locator, x: number, y: number): Promise<boolean> {
  return locator.evaluate((el, [px, py]) => {
    const top = document.elementFromPoint(px, py);
    return top !== null && (el === top || el.contains(top));
  }, [x, y] as const);
}

/** True when the element is on top at its centre. */
export async function isOnTop(locator: Locator): Promise<boolean> {
  const box = await boxOf(locator);
  return isOnTopAt(locator, box.x + box.width / 2, box.y + box.height / 2);
}
