// The chart's symbol atlas (enc/symbolAtlas.ts) over the golden server's
// symbol PNGs (the server's own rasteriser, at the atlas's size), decoded
// and drawn on a CPU canvas as the app's symbol source does. One atlas for
// the page, as the app has one for the chart.
import { ATLAS_SIZE_PX, SymbolAtlas, type SymbolSource } from '../../../../src/app/chart/enc/symbolAtlas';

function goldenSymbolSource(): SymbolSource<ImageBitmap> {
  const canvas = document.createElement('canvas');
  canvas.width = ATLAS_SIZE_PX;
  canvas.height = ATLAS_SIZE_PX;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('no 2D canvas');
  return {
    async fetchSymbol(name) {
      const res = await fetch(`/fixtures/symbol/${encodeURIComponent(name)}`);
      return res.ok ? createImageBitmap(await res.blob()) : null;
    },
    async draw(image, rect) {
      ctx.drawImage(image, rect.x, rect.y, rect.w, rect.h);
      image.close();
      return true;
    },
    pixels: (rect) => ctx.getImageData(rect.x, rect.y, rect.w, rect.h),
    clear: (rect) => ctx.clearRect(rect.x, rect.y, rect.w, rect.h),
    drawErrorPlaceholder(rect) {
      ctx.fillStyle = '#ff0000';
      ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
    },
  };
}

let atlas: SymbolAtlas<ImageBitmap> | null = null;

export function sceneAtlas(): SymbolAtlas<ImageBitmap> {
  atlas ??= new SymbolAtlas(goldenSymbolSource());
  return atlas;
}
