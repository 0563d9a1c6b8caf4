// Golden render images (MapLibre's render tests are the model): every scene
// of sceneList.ts drawn by the harness page in day, dusk and night and
// compared with its committed image in expected/ (compare.ts says within
// what). A mismatch writes the actual image and the difference next to the
// test's output (test-results/) and attaches them. Each scene's first theme
// is drawn again after the others and must come out identical (the render
// is deterministic). With GOLDEN_UPDATE=1 (npm run golden:update) the
// images that changed are written into expected/ instead.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Theme } from '../../src/protocol/preferences';
import { compareImages, decodePng, encodePng, identical, MAX_DIFF_PIXELS, PIXEL_THRESHOLD } from './compare';
import { goldenCellPresent } from './goldenData';
import { drawsCell, GOLDEN_CELL, GOLDEN_THEMES, imageName, SCENES, type SceneSpec } from './sceneList';

const EXPECTED_DIR = join(import.meta.dirname, 'expected');
const UPDATE = process.env.GOLDEN_UPDATE === '1';

test.describe.configure({ mode: 'serial' });

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 512, height: 512 }, deviceScaleFactor: 1 });
  page.on('pageerror', (error) => console.error(`harness: ${error.message}`));
  await page.goto('/');
  await page.waitForFunction(() => window.golden !== undefined);
});

test.afterAll(async () => {
  await page.close();
});

test('every layer kind of the registry and every tool overlay has a scene', async () => {
  expect(await page.evaluate(() => window.golden?.unscened())).toEqual([]);
});

async function render(scene: SceneSpec, theme: Theme) {
  await page.evaluate(([name, t]) => window.golden?.render(name, t), [scene.name, theme] as const);
  return decodePng(await page.locator('#stage').screenshot({ animations: 'disabled', caret: 'hide' }));
}

for (const scene of SCENES) {
  test(`${scene.name}: ${scene.kind} at ${scene.rangeNm} NM`, async () => {
    // As the other tests of the shared data: skipped without it, except under CI.
    test.skip(drawsCell(scene) && !goldenCellPresent() && process.env.CI !== 'true', `shared cell ${GOLDEN_CELL} missing (TRAXIS_SHARED_DATA)`);
    const testInfo = test.info();
    const rendered = new Map<Theme, ReturnType<typeof decodePng>>();
    for (const theme of GOLDEN_THEMES) {
      const actual = await render(scene, theme);
      rendered.set(theme, actual);
      expect(actual.width, 'the canvas size').toBe(scene.widthPx);
      const file = join(EXPECTED_DIR, imageName(scene.name, theme));
      const expectedPng = existsSync(file) ? decodePng(readFileSync(file)) : null;
      if (UPDATE) {
        if (!expectedPng || compareImages(expectedPng, actual, 0).diffPixels > 0) {
          mkdirSync(EXPECTED_DIR, { recursive: true });
          writeFileSync(file, encodePng(actual));
          console.log(`golden: wrote ${imageName(scene.name, theme)}`);
        }
        continue;
      }
      const result = expectedPng ? compareImages(expectedPng, actual) : null;
      if (!result?.matches) {
        const stem = `${scene.name}-${theme}`;
        const actualPath = testInfo.outputPath(`${stem}-actual.png`);
        writeFileSync(actualPath, encodePng(actual));
        await testInfo.attach(`${stem}-actual`, { path: actualPath, contentType: 'image/png' });
        if (result?.diff) {
          const diffPath = testInfo.outputPath(`${stem}-diff.png`);
          writeFileSync(diffPath, encodePng(result.diff));
          await testInfo.attach(`${stem}-diff`, { path: diffPath, contentType: 'image/png' });
        }
      }
      const why = expectedPng
        ? `${imageName(scene.name, theme)}: ${result?.diffPixels} pixels differ beyond ${PIXEL_THRESHOLD} (at most ${MAX_DIFF_PIXELS}); actual and diff in ${testInfo.outputDir}`
        : `${imageName(scene.name, theme)} is missing: npm run golden:update writes it`;
      expect.soft(result?.matches ?? false, why).toBe(true);
    }
    // Drawn again after the other themes: the same pixels.
    const [first] = GOLDEN_THEMES;
    if (first) {
      const again = await render(scene, first);
      expect(identical(again, rendered.get(first) ?? again), `${scene.name} in ${first} drawn twice came out different`).toBe(true);
    }
  });
}
