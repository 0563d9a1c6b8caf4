// The time machine in the console against the real server, whose history
// holds a generated past (playwright.config.ts runs the generator before
// the server starts) and what it records live: a picked vessel's track on
// the chart with its ticks' time labels, its GPX and CSV files, and the
// replay of the whole console.
import { expect, test, type Page } from '@playwright/test';
import { apiGet, canvasPixels, signInAsAdmin } from './helpers';
import { apiCall, centreOn } from './liveHelpers';
import { TRACK_COLOURS } from '../src/app/chart/layers/track/trackSketch';
import { bandRgba } from '../src/app/chart/theme/liveColour';
import { TICK_LABEL_BOX } from '../src/app/tracks/tickLabels';

interface Vessel {
  id: number;
  mmsi: string;
  latitude: number;
  longitude: number;
  speed: number | null;
}
interface Picture {
  vessels: Vessel[];
}
interface Range {
  from: string | null;
  to: string | null;
  alerts: { t: number; id: number }[];
}

const folder = process.env.TRAXIS_SCREENSHOTS;

/** The track's colour (chart/layers/track/trackSketch.ts) in the day theme's live band. */
const TRACK_RGB = bandRgba(TRACK_COLOURS.track, 'day').slice(0, 3);

const metres = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number => {
  const dy = (a.latitude - b.latitude) * 111_320;
  const dx = (a.longitude - b.longitude) * 111_320 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dx, dy);
};

async function pick(page: Page, id: number): Promise<void> {
  await expect
    .poll(async () => {
      await page.evaluate((vesselId) => window.dispatchEvent(new CustomEvent('object-picked', { detail: String(vesselId) })), id);
      return page.getByTestId('vessel-card').count();
    })
    .toBe(1);
}

/** Every vessel's trails in the day theme's live band. */
const TRAIL_RGB = bandRgba(TRACK_COLOURS.trail, 'day').slice(0, 3);

/** Pixels of the track's colour (or another) in a square round the canvas centre. */
async function trackPixels(page: Page, rgb = TRACK_RGB): Promise<number> {
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  const px = await canvasPixels(page, Math.round(box.width / 2), Math.round(box.height / 2), 200, 2);
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if (Math.abs((px[i] ?? 0) - rgb[0]!) + Math.abs((px[i + 1] ?? 0) - rgb[1]!) + Math.abs((px[i + 2] ?? 0) - rgb[2]!) < 60) n += 1;
  return n;
}

/** The id the chart's pick pass finds at the canvas centre. */
async function pickedAtCentre(page: Page): Promise<number> {
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  return page.evaluate(
    async ([x, y]) => {
      const chart = (window as unknown as { __traxisChart: { pickAsync(x: number, y: number): Promise<[number, number, number]> } }).__traxisChart;
      return (await chart.pickAsync(x, y))[0];
    },
    [Math.round(box.width / 2), Math.round(box.height / 2)] as const,
  );
}

test("a picked vessel's track is drawn with its ticks' times, its GPX and CSV files parse, and every vessel's trails show", async ({ page }) => {
  await signInAsAdmin(page);
  const vessels = await apiGet<Vessel[]>(page, '/api/vessels/');
  const vessel = vessels.find((v) => (v.speed ?? 0) > 5);
  if (!vessel) throw new Error('no moving vessel in the built-in traffic');
  // 'Ślady': every vessel's last ten minutes, drawn while on (the lanes round the moving vessel).
  await centreOn(page, vessel.latitude, vessel.longitude, 4);
  const trails = page.getByRole('button', { name: 'Ślady', exact: true });
  const before = await trackPixels(page, TRAIL_RGB);
  await trails.click();
  await expect(trails).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => trackPixels(page, TRAIL_RGB), { timeout: 20_000 }).toBeGreaterThan(before + 30);
  await trails.click();
  await expect.poll(() => trackPixels(page, TRAIL_RGB), { timeout: 20_000 }).toBeLessThan(before + 10);

  await centreOn(page, vessel.latitude, vessel.longitude, 1);
  await page.waitForTimeout(1500);
  expect(await trackPixels(page)).toBeLessThan(5);
  await pick(page, vessel.id);
  const card = page.getByTestId('vessel-card');
  await expect(card.getByLabel('Długość śladu')).toHaveValue('60');
  await expect.poll(() => trackPixels(page), { timeout: 20_000 }).toBeGreaterThan(30);
  // Its ticks carry their local time, beside them and never in the way of a click (farther out: the whole track in view).
  await centreOn(page, vessel.latitude, vessel.longitude, 4);
  const tickLabels = page.getByTestId('track-tick-label').filter({ visible: true });
  await expect.poll(() => tickLabels.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  for (const text of await tickLabels.allTextContents()) expect(text).toMatch(/^\d{2}:\d{2}$/);
  expect(await tickLabels.first().evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  // Within the box the placement counts on (tracks/tickLabels.ts).
  const labelBox = await tickLabels.first().boundingBox();
  expect(labelBox?.width).toBeLessThanOrEqual(TICK_LABEL_BOX.widthPx);
  expect(labelBox?.height).toBeLessThanOrEqual(TICK_LABEL_BOX.heightPx);

  const download = async (name: string): Promise<string> => {
    const [file] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name, exact: true }).click()]);
    expect(file.suggestedFilename()).toMatch(new RegExp(`^traxis-track-${vessel.mmsi}-\\d{8}T\\d{4}\\.${name.toLowerCase()}$`));
    const path = await file.path();
    const { readFileSync } = await import('node:fs');
    return readFileSync(path, 'utf8');
  };
  const gpx = await download('GPX');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const points = [...doc.getElementsByTagName('trkpt')];
    return {
      error: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.localName,
      points: points.length,
      inRange: points.every((p) => Math.abs(Number(p.getAttribute('lat'))) <= 90 && Math.abs(Number(p.getAttribute('lon'))) <= 180),
    };
  }, gpx);
  expect(parsed).toMatchObject({ error: 0, root: 'gpx', inRange: true });
  expect(parsed.points).toBeGreaterThan(2);

  const csv = (await download('CSV')).trim().split(/\r?\n/);
  expect(csv[0]).toBe('time_utc,t_ms,latitude,longitude,speed_kn,course_deg,heading_deg');
  expect(csv.length).toBeGreaterThan(3);
  for (const row of csv.slice(1)) {
    const cells = row.split(',');
    expect(cells).toHaveLength(7);
    expect(Number.isFinite(Date.parse(cells[0] ?? ''))).toBe(true);
    expect(Math.abs(Number(cells[2]))).toBeLessThanOrEqual(90);
  }

  // Closing the card takes the track and its time labels away.
  await card.getByRole('button', { name: 'Zamknij', exact: true }).click();
  await expect(page.getByTestId('track-tick-label')).toHaveCount(0);
  await expect.poll(() => trackPixels(page), { timeout: 20_000 }).toBeLessThan(5);
});

test("screenshots of a picked vessel's track with its ticks' times, day, dusk and night", async ({ page }) => {
  test.skip(!folder, 'set TRAXIS_SCREENSHOTS to a folder to take the screenshots');
  test.setTimeout(240_000);
  await signInAsAdmin(page);
  // A minute before the generated past ends: a vessel's track of the past ten minutes, all of it on the chart.
  const range = await apiGet<Range>(page, '/api/history/range/');
  const atMs = Math.floor((Date.parse(range.to ?? '') - 60_000) / 1000) * 1000;
  const then = await apiGet<Picture>(page, `/api/history/picture/?at=${new Date(atMs).toISOString()}`);
  const vessel = then.vessels.find((v) => (v.speed ?? 0) > 10);
  if (!vessel) throw new Error('no vessel faster than 10 kn in the generated past');
  for (const theme of ['day', 'dusk', 'night'] as const) {
    expect((await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme } })).status).toBe(200);
    await page.reload();
    await expect(page.getByText('Użytkownik: admin', { exact: true })).toBeVisible();
    await replayAt(page, atMs);
    await centreOn(page, vessel.latitude, vessel.longitude, 1.5);
    await pick(page, vessel.id);
    await page.getByTestId('vessel-card').getByLabel('Długość śladu').selectOption('10');
    await expect.poll(() => page.getByTestId('track-tick-label').filter({ visible: true }).count(), { timeout: 20_000 }).toBeGreaterThan(2);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `${folder}/track-ticks-${theme}.png` });
    if (theme === 'day') {
      // Farther out: the ticks crowd, every n-th is labelled.
      await page.getByTestId('vessel-card').getByLabel('Długość śladu').selectOption('60');
      await centreOn(page, vessel.latitude, vessel.longitude, 4);
      await page.waitForTimeout(3000);
      await page.screenshot({ path: `${folder}/track-ticks-${theme}-4nm.png` });
    }
  }
  await apiCall(page, 'PATCH', '/api/settings/preferences/', { ui_settings: { theme: 'day' } });
});

/** Opens the replay at a moment (whole seconds), as a drag of the slider's thumb ends. */
async function replayAt(page: Page, atMs: number): Promise<void> {
  await page.getByRole('button', { name: 'Odtwarzanie', exact: true }).click();
  const slider = page.getByRole('slider', { name: 'Chwila odtwarzania' });
  await expect.poll(async () => Number(await slider.getAttribute('min'))).toBeLessThan(atMs);
  await slider.evaluate((el, value) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, String(atMs));
  await expect(slider).toHaveValue(String(atMs));
}

test('the replay shows the picture five minutes ago, jumps to an alert mark and returns to live', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('button', { name: 'Odtwarzanie', exact: true }).click();
  const banner = page.getByTestId('replay-banner');
  await expect(banner).toContainText('ODTWARZANIE');
  const slider = page.getByRole('slider', { name: 'Chwila odtwarzania' });
  await expect(slider).toBeVisible();
  await expect(page.getByLabel('Data i godzina')).toBeVisible();
  for (const speed of ['1×', '5×', '10×', '60×']) await expect(page.getByRole('button', { name: speed, exact: true })).toBeVisible();
  // An alarm banner (a replayed or live alarm) never hides the replay's banner: one as the console
  // builds it (AlarmBanner.tsx), its text long enough to take the full width it may have here.
  const clear = await page.evaluate(() => {
    const alarm = document.createElement('div');
    alarm.className = 'alarm-banner';
    alarm.innerHTML = `<span class="alarm-banner__icon"></span><span class="alarm-banner__text"><strong>ALARM</strong> ${'Zbliżenie na 0,02 NM '.repeat(20)}</span><button type="button">Zagrożenia</button><button type="button">Wycisz</button>`;
    document.body.appendChild(alarm);
    const replay = document.querySelector('[data-testid="replay-banner"]')?.getBoundingClientRect();
    const box = alarm.getBoundingClientRect();
    alarm.remove();
    return !!replay && box.width >= 500 && (replay.top >= box.bottom || replay.bottom <= box.top || replay.left >= box.right || replay.right <= box.left);
  });
  expect(clear).toBe(true);

  // Five minutes ago: the slider there (whole seconds), the banner and the date field say so.
  const atMs = Math.floor((Date.now() - 5 * 60_000) / 1000) * 1000;
  // The kept range is read: the slider reaches back that far.
  await expect.poll(async () => Number(await slider.getAttribute('min'))).toBeLessThan(atMs);
  // As a drag of the thumb ends: the value set and 'input' dispatched (what React's onChange hears).
  await slider.evaluate((el, value) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, String(atMs));
  await expect(slider).toHaveValue(String(atMs));
  const typed = await page.getByLabel('Data i godzina').inputValue();
  await expect(banner).toHaveText(`ODTWARZANIE ${typed.replace('T', ' ')}`);

  // A vessel that has moved since is drawn (and picked) where it was then.
  const then = await apiGet<Picture>(page, `/api/history/picture/?at=${new Date(atMs).toISOString()}`);
  const now = await apiGet<Vessel[]>(page, '/api/vessels/');
  const moved = then.vessels
    .map((v) => ({ then: v, now: now.find((n) => n.id === v.id) }))
    .find((p): p is { then: Vessel; now: Vessel } => !!p.now && metres(p.then, p.now) > 400);
  if (!moved) throw new Error('no vessel moved 400 m in five minutes');
  await centreOn(page, moved.then.latitude, moved.then.longitude, 0.5);
  await expect.poll(() => pickedAtCentre(page), { timeout: 20_000 }).toBe(moved.then.id);
  await pick(page, moved.then.id);
  await expect(page.getByTestId('vessel-card')).toContainText(moved.then.mmsi);
  // Its track ends at the replayed moment, and so do its ticks' time labels.
  const tickTimes = () => page.getByTestId('track-tick-label').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-t'))));
  await expect.poll(async () => (await tickTimes()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  expect(Math.max(...(await tickTimes()))).toBeLessThanOrEqual(atMs);
  expect(Math.min(...(await tickTimes()))).toBeGreaterThanOrEqual(atMs - 60 * 60_000);
  await page.getByTestId('vessel-card').getByRole('button', { name: 'Zamknij' }).click();

  // A mark where an alert opened jumps to that moment (the oldest kept alert's mark is the first).
  const range = await apiGet<Range>(page, '/api/history/range/');
  const oldest = Math.min(...range.alerts.map((a) => a.t));
  if (!Number.isFinite(oldest)) throw new Error('the history has no alert marks');
  const mark = { t: oldest };
  await page.locator(`.replay-timeline__mark[data-t="${mark.t}"]`).click();
  const markMoment = await page.evaluate((t) => {
    const d = new Date(t);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }, mark.t);
  await expect(banner).toHaveText(`ODTWARZANIE ${markMoment}`);

  // 'Na żywo': the banner goes and the vessel is drawn where it is now.
  await page.getByRole('button', { name: 'Na żywo', exact: true }).click();
  await expect(banner).toHaveCount(0);
  await expect(slider).toHaveCount(0);
  const live = (await apiGet<Vessel[]>(page, '/api/vessels/')).find((v) => v.id === moved.then.id);
  if (!live) throw new Error('the vessel left the live picture');
  await centreOn(page, live.latitude, live.longitude, 0.5);
  await expect.poll(() => pickedAtCentre(page), { timeout: 20_000 }).toBe(live.id);
});
