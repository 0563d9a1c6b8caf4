// Navigation warnings from the live stream: the symbol at the first
// coordinate, its affected area drawn on the chart, 'navwarn-info' and the
// card 'Nav Warning' / 'NAV WARNING DETAILS' with its size rules.
import { expect, test } from '@playwright/test';
import type { NavWarning } from '../src/protocol/streams';
import { canvasPixels, signInAsAdmin } from './helpers';
import { canvasCentre, centreOn, firstBatch, recordEvents, recordedEvents } from './liveHelpers';

test('a warning symbol opens the Nav Warning card; its affected area is outlined', async ({ page }) => {
  await signInAsAdmin(page);
  const warnings = await firstBatch<NavWarning>(page, '/ws/socket-server-warnings/', 'nws');
  // A warning with an area (four corners).
  const warning = warnings.find((w) => w.area_affected.geometry.coords.length >= 3);
  const first = warning?.part[0]?.geometry[0]?.coords[0];
  if (!warning || !first) throw new Error('no built-in warning with an area');
  await recordEvents(page, ['navwarn-info']);
  const [lat, lon] = first;
  await centreOn(page, lat, lon, 1);
  const icon = page.getByRole('button', { name: `Ostrzeżenie nawigacyjne: ${warning.nav_warn_title.text}`, exact: true });
  await expect(icon).toBeVisible();

  // The area's dashed outline passes through the first corner (the symbol's anchor): hide the icons and look there.
  await page.addStyleTag({ content: '.warning-overlay, .station-overlay { visibility: hidden; }' });
  const centre = await canvasCentre(page);
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  await expect
    .poll(async () => {
      const px = await canvasPixels(page, Math.round(centre.x - box.x), Math.round(centre.y - box.y), 3);
      let magenta = 0;
      for (let i = 0; i < px.length; i += 4) if ((px[i] ?? 0) > 120 && (px[i + 1] ?? 255) < 90 && (px[i + 2] ?? 0) > 70) magenta += 1;
      return magenta;
    })
    .toBeGreaterThan(0);
  await page.addStyleTag({ content: '.warning-overlay { visibility: visible; }' });

  await page.mouse.click(centre.x, centre.y);
  await expect.poll(async () => (await recordedEvents(page)).map(([name, w]) => [name, (w as NavWarning).id])).toEqual([['navwarn-info', warning.id]]);
  const card = page.getByTestId('navwarn-card');
  await expect(card.getByText('Nav Warning', { exact: true })).toBeVisible();
  await expect(card.getByText('NAV WARNING DETAILS', { exact: true })).toBeVisible();
  for (const label of ['Title', 'Type', 'Publication', 'Cancellation', 'Series', 'Area', 'Locality', 'Affected Charts']) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByText(warning.nav_warn_title.text, { exact: true })).toBeVisible();
  const s = warning.message_series_identifier;
  await expect(card.getByText(`${s.name_of_series} ${s.warning_number}/${s.year}`, { exact: true })).toBeVisible();
  await expect(card.getByText(warning.affected_chart_publications.join(', '), { exact: true })).toBeVisible();
  // No cancellation: a dash.
  await expect(card.locator('.info-card__field', { hasText: 'Cancellation' }).locator('dd')).toHaveText('-');

  // Default 600×320; resizing keeps the width within 520-900.
  const frame = page.locator('.info-card-frame', { has: card });
  const size = await frame.boundingBox();
  expect([size?.width, size?.height]).toEqual([600, 320]);
  const handle = async () => {
    const b = await frame.boundingBox();
    if (!b) throw new Error('no card');
    return { x: b.x + b.width - 1, y: b.y + b.height / 2 };
  };
  let h = await handle();
  await page.mouse.move(h.x, h.y);
  await page.mouse.down();
  await page.mouse.move(h.x - 300, h.y, { steps: 5 });
  await page.mouse.up();
  expect((await frame.boundingBox())?.width).toBe(520);
  // The card opened beside the symbol at the centre; moved to the left edge, 900 px fit on the screen.
  const header = await card.locator('.info-card__header').boundingBox();
  if (!header) throw new Error('no card header');
  await page.mouse.move(header.x + 60, header.y + header.height / 2);
  await page.mouse.down();
  await page.mouse.move(header.x + 60 - header.x, header.y + header.height / 2, { steps: 5 });
  await page.mouse.up();
  h = await handle();
  await page.mouse.move(h.x, h.y);
  await page.mouse.down();
  await page.mouse.move(h.x + 600, h.y, { steps: 5 });
  await page.mouse.up();
  expect((await frame.boundingBox())?.width).toBe(900);
  await card.getByRole('button', { name: 'Zamknij' }).click();
  await expect(card).toHaveCount(0);
});

test('warnings without a first coordinate get no symbol', async ({ page }) => {
  await page.routeWebSocket(/socket-server-warnings/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (message === 'ping') return ws.send(message);
      const batch = JSON.parse(String(message)) as { nws: NavWarning[] };
      const [keep, ...rest] = batch.nws;
      ws.send(JSON.stringify({ nws: [keep, ...rest.map((w) => ({ ...w, part: [] }))] }));
    });
  });
  await signInAsAdmin(page);
  await centreOn(page, 54.55, 18.65, 12);
  await expect(page.locator('[data-testid="warning-icon"]:visible')).toHaveCount(1);
});
