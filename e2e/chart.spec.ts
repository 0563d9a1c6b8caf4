// The WebGL2 chart against the real server in headless Chromium
// (SwiftShader): it renders, the URL hash sets the view, and a vessel of
// the built-in feed is drawn at its position and can be picked.
import { expect, test, type Page } from '@playwright/test';
import { canvasPixels, signInAsAdmin } from './helpers';
import { CLEAR_RGB } from './chartProbe';
import { clickIcon } from './liveHelpers';
import { vesselColour } from '../src/app/chart/layers/vessels/vesselColours';

/** The vessel symbols' colours in every theme (an earlier spec may have left another theme set). */
const SYMBOL_RGB = (['day', 'dusk', 'night'] as const).flatMap((theme) => [vesselColour('known', theme), vesselColour('unknown', theme)]);

test('the chart canvas renders with the clear colour and the readouts', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await signInAsAdmin(page);
  const canvas = page.getByTestId('chart-canvas');
  await expect(canvas).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('status-range')).toHaveText('Zasięg: 24.000 NM');
  await expect(page.getByTestId('status-centre')).toHaveText('Środek: 54.53000000 N 18.54000000 E');
  // Where the world contour map has no land (the Gulf of Gdańsk, south-east
  // of the start position), the chart shows its clear colour (live layers hidden).
  await page.getByRole('button', { name: 'Statki', exact: true }).click();
  await page.getByRole('button', { name: 'Pociągi', exact: true }).click();
  await page.waitForTimeout(500);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no chart canvas');
  const sea = await canvasPixels(page, Math.round(box.width / 2 + box.height * 0.08), Math.round(box.height * 0.58), 0);
  expect(sea.slice(0, 3)).toEqual(CLEAR_RGB);
  await canvas.hover({ position: { x: 300, y: 300 } });
  await expect(page.getByTestId('readout-cursor')).toHaveText(/^\d+\.\d{8} [NS] \d+\.\d{8} [EW]$/);
  await expect(page.getByTestId('readout-centre')).toHaveText('54.53000000 N 18.54000000 E');
  expect(errors.filter((e) => e.includes('WebGL2'))).toEqual([]);
});

test('the URL hash sets the view and view changes write it back', async ({ page }) => {
  await signInAsAdmin(page, '/#54.4,18.7,5');
  await expect(page.getByTestId('status-centre')).toHaveText('Środek: 54.40000000 N 18.70000000 E');
  await expect(page.getByTestId('status-range')).toHaveText('Zasięg: 5.000 NM');
  await page.evaluate(() => {
    window.location.hash = '#54.6,18.5,12';
  });
  await expect(page.getByTestId('status-centre')).toHaveText('Środek: 54.60000000 N 18.50000000 E');
  await expect(page.getByTestId('status-range')).toHaveText('Zasięg: 12.000 NM');
  const canvas = page.getByTestId('chart-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  // Drag the chart 100 px to the right: the centre moves west.
  await page.mouse.move(box.x + 600, box.y + 400);
  await page.mouse.down();
  await page.mouse.move(box.x + 700, box.y + 400, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/#54\.6000\d+,18\.4\d+,12$/);
  await page.mouse.wheel(0, -300);
  await expect(page.getByTestId('status-range')).not.toHaveText('Zasięg: 12.000 NM');
});

async function vesselIsDrawnAndPicked(page: Page): Promise<void> {
  await signInAsAdmin(page);
  const vessel = await page.evaluate(async () => {
    const res = await fetch('/api/vessels/', { headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` } });
    const list = (await res.json()) as { id: number; latitude: number | null; longitude: number | null; speed: number | null; to_bow: number | null; to_stern: number | null }[];
    const placed = list.filter((v) => v.latitude !== null && v.longitude !== null);
    // Every vessel is drawn at least as the 20 x 12 px triangle (its hull once that is longer).
    // The slowest vessel with no other within about 0.2 NM (moored demo vessels lie metres apart).
    const apartNm = (a: (typeof placed)[number], b: (typeof placed)[number]): number => {
      const dLat = ((a.latitude ?? 0) - (b.latitude ?? 0)) * 60;
      const dLon = ((a.longitude ?? 0) - (b.longitude ?? 0)) * 60 * Math.cos(((a.latitude ?? 0) * Math.PI) / 180);
      return Math.hypot(dLat, dLon);
    };
    const alone = placed.filter((v) => placed.every((o) => o === v || apartNm(v, o) > 0.2));
    alone.sort((a, b) => (a.speed ?? 0) - (b.speed ?? 0));
    return alone[0] ?? null;
  });
  expect(vessel).not.toBeNull();
  if (!vessel) return;
  await page.evaluate(() => {
    const w = window as unknown as { picked: string[] };
    w.picked = [];
    window.addEventListener('object-picked', (e) => w.picked.push((e as CustomEvent<string>).detail));
  });
  await page.evaluate(([lat, lon]) => {
    window.location.hash = `#${lat},${lon},1`;
  }, [vessel.latitude, vessel.longitude] as const);
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  const cx = Math.round(box.width / 2);
  const cy = Math.round(box.height / 2);
  const half = 40;
  // The vessel's symbol (green hull or triangle, red when not initialized: UINFG and UINFR in the theme) near the centre.
  let hit: [number, number] | null = null;
  await expect(async () => {
    const px = await canvasPixels(page, cx, cy, half);
    const size = 2 * half + 1;
    hit = null;
    let best = Infinity;
    for (let i = 0; i < size * size; i += 1) {
      const [r = 0, g = 0, b = 0] = px.slice(4 * i, 4 * i + 3);
      const vesselColour = SYMBOL_RGB.some(([sr, sg, sb]) => Math.abs(r - sr) + Math.abs(g - sg) + Math.abs(b - sb) < 12);
      const dx = (i % size) - half;
      const dy = Math.floor(i / size) - half;
      if (vesselColour && dx * dx + dy * dy < best) {
        best = dx * dx + dy * dy;
        hit = [cx + dx, cy + dy];
      }
    }
    expect(hit).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  const [hx, hy] = hit as unknown as [number, number];
  await page.mouse.click(box.x + hx, box.y + hy);
  await expect.poll(() => page.evaluate(() => (window as unknown as { picked: string[] }).picked)).toContain(String(vessel.id));
}

test('a vessel of the built-in feed is drawn at its position and picking it emits object-picked', async ({ page }) => {
  await vesselIsDrawnAndPicked(page);
});

test.describe('on a HiDPI screen (device pixel ratio 2)', () => {
  test.use({ deviceScaleFactor: 2 });
  test('the drawing buffer has device pixels and picking still finds the vessel under the cursor', async ({ page }) => {
    await vesselIsDrawnAndPicked(page);
    const [w, cw] = await page.evaluate(() => {
      const c = document.querySelector<HTMLCanvasElement>('[data-testid="chart-canvas"]');
      return [c?.width ?? 0, c?.clientWidth ?? 0];
    });
    expect(w).toBe(2 * cw);
  });
});

test('an aton is an overlay icon at its position; clicking it raises aton-info', async ({ page }) => {
  await signInAsAdmin(page, '/#54.52,18.56,6');
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await page.request.post('/api/atons/', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    data: { name: 'E2E BOJA', mmsi: '992610001', vid: 7, aid_type: 29, latitude: 54.52, longitude: 18.56 },
  });
  expect(res.ok()).toBe(true);
  await page.evaluate(() => {
    const w = window as unknown as { atonInfo: string[] };
    w.atonInfo = [];
    window.addEventListener('aton-info', (e) => w.atonInfo.push((e as CustomEvent<{ name: string }>).detail.name));
  });
  const icon = page.getByRole('button', { name: 'Aton: E2E BOJA', exact: true });
  await expect(icon).toBeVisible({ timeout: 15_000 });
  await expect(icon).toHaveClass(/aton-icon--inactive/);
  const box = await icon.boundingBox();
  const canvas = await page.getByTestId('chart-canvas').boundingBox();
  if (!box || !canvas) throw new Error('no boxes');
  // At the chart centre (the hash put it there).
  expect(Math.abs(box.x + box.width / 2 - (canvas.x + canvas.width / 2))).toBeLessThan(3);
  expect(Math.abs(box.y + box.height / 2 - (canvas.y + canvas.height / 2))).toBeLessThan(3);
  await clickIcon(page, icon);
  await expect.poll(() => page.evaluate(() => (window as unknown as { atonInfo: string[] }).atonInfo)).toEqual(['E2E BOJA']);
  // The 'Atony' toggle hides the overlay.
  await page.getByRole('button', { name: 'Atony', exact: true }).click();
  await expect(icon).toHaveCount(0);
});
