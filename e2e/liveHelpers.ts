// Steps shared by the station, warning and camera flows: the live streams
// read from the page (the signed-in cookie opens them), the view centred by
// the URL hash, API calls with the page's token, the Camera tool switched on.
import { expect, type Locator, type Page } from '@playwright/test';

/** The first batch of a live stream, read over a WebSocket from the signed-in page. */
export async function firstBatch<T>(page: Page, path: string, field: string): Promise<T[]> {
  return page.evaluate(
    ([p, f]) =>
      new Promise<T[]>((resolve, reject) => {
        const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${p}`);
        const timer = setTimeout(() => reject(new Error(`no batch on ${p}`)), 15_000);
        socket.onmessage = (event) => {
          if (event.data === 'ping') return;
          const items = (JSON.parse(String(event.data)) as Record<string, T[]>)[f];
          if (!Array.isArray(items)) return;
          clearTimeout(timer);
          socket.close();
          resolve(items);
        };
      }),
    [path, field] as const,
  );
}

/** Centres the chart on a position at a range (NM) through the URL hash. */
export async function centreOn(page: Page, latDeg: number, lonDeg: number, rangeNm: number): Promise<void> {
  await page.evaluate(([lat, lon, r]) => (window.location.hash = `#${lat},${lon},${r}`), [latDeg, lonDeg, rangeNm] as const);
  await expect(page.getByTestId('status-range')).toHaveText(`Zasięg: ${rangeNm.toFixed(3)} NM`);
}

/** The chart canvas's centre in page pixels. */
export async function canvasCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('chart-canvas').boundingBox();
  if (!box) throw new Error('no chart canvas');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** An API call with the signed-in page's token; returns status and JSON body. */
export async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p, {
        method: m,
        // No content type without a body: the server refuses an empty JSON body (a DELETE would fail).
        headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`, ...(b === undefined ? {} : { 'content-type': 'application/json' }) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
    },
    [method, path, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** Switches the Camera tool on or off: with the palette's button when the console has it, else as the button would. */
export async function setCameraTool(page: Page, on: boolean): Promise<void> {
  const button = page.getByRole('button', { name: 'Camera', exact: true });
  if ((await button.count()) === 1) {
    if ((await button.getAttribute('aria-pressed')) !== String(on)) await button.click();
  } else {
    await page.waitForFunction(() => window.__traxisChart !== undefined);
    await page.evaluate((o) => window.__traxisChart?.setTool('Camera', o), on);
  }
  await expect.poll(() => page.evaluate(() => window.__traxisChart?.toolsOn() ?? [])).toEqual(on ? expect.arrayContaining(['Camera']) : expect.not.arrayContaining(['Camera']));
}

/** Records the window events with these names (detail kept as JSON) into window.__events. */
export async function recordEvents(page: Page, names: string[]): Promise<void> {
  await page.evaluate((list) => {
    const w = window as unknown as { __events: [string, unknown][]; __eventsOff?: () => void };
    // Called again on the same page: the earlier listeners go (each event recorded once, not once per call).
    w.__eventsOff?.();
    w.__events = [];
    const record = (e: Event) => w.__events.push([e.type, JSON.parse(JSON.stringify((e as CustomEvent).detail ?? null))]);
    for (const name of list) window.addEventListener(name, record);
    w.__eventsOff = () => {
      for (const name of list) window.removeEventListener(name, record);
    };
  }, names);
}

export async function recordedEvents(page: Page): Promise<[string, unknown][]> {
  return page.evaluate(() => (window as unknown as { __events: [string, unknown][] }).__events);
}

/** Clicks the chart where an icon is drawn (icons take no pointer input: the chart finds them under the click). */
export async function clickIcon(page: Page, icon: Locator, options: { button?: 'left' | 'right' | 'middle' } = {}): Promise<void> {
  await expect(icon).toBeVisible();
  const box = await icon.boundingBox();
  if (!box) throw new Error('the icon has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, options);
}
