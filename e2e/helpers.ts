// Shared steps of the browser tests.
import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../playwright.config';

/** Signs in as the admin through the login overlay. */
export async function signInAsAdmin(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByPlaceholder('Nazwa użytkownika', { exact: true }).fill('admin');
  await page.getByPlaceholder('Hasło', { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
}

/** GET an API path with the signed-in page's token. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` } });
    return (await response.json()) as unknown;
  }, path) as Promise<T>;
}

/** RGBA of the chart canvas pixels in a square around (x, y) (CSS pixels), read back through a 2D canvas; every `step`th pixel of each `step`th row. */
export async function canvasPixels(page: Page, x: number, y: number, half: number, step = 1): Promise<number[]> {
  // The pixels cross as base64 (a plain array of a million numbers takes Playwright a minute to serialize).
  const base64 = await page.evaluate(
    ([cx, cy, h, st]) => {
      const src = document.querySelector<HTMLCanvasElement>('[data-testid="chart-canvas"]');
      if (!src) return '';
      const c = document.createElement('canvas');
      c.width = src.clientWidth;
      c.height = src.clientHeight;
      const ctx = c.getContext('2d');
      if (!ctx) return '';
      ctx.drawImage(src, 0, 0, c.width, c.height);
      const size = 2 * h + 1;
      const data = ctx.getImageData(cx - h, cy - h, size, size).data;
      let bytes = new Uint8Array(data.buffer, data.byteOffset, data.length);
      if (st !== 1) {
        const out: number[] = [];
        for (let row = 0; row < size; row += st) for (let col = 0; col < size; col += st) out.push(...data.subarray(4 * (row * size + col), 4 * (row * size + col) + 4));
        bytes = Uint8Array.from(out);
      }
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    [x, y, half, step] as const,
  );
  return Array.from(Buffer.from(base64, 'base64'));
}
