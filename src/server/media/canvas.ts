// Server-side drawing (pureimage: a pure-JS 2D canvas) with the DejaVu Sans
// font from npm, encoded to JPEG. Used for built-in camera frames and the
// weather-history images.
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import * as PImage from 'pureimage';

export const FONT_FAMILY = 'DejaVuSans';

let fontLoaded = false;

function ensureFont(): void {
  if (fontLoaded) return;
  const require = createRequire(import.meta.url);
  PImage.registerFont(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'), FONT_FAMILY).loadSync();
  fontLoaded = true;
}

export type Bitmap = ReturnType<typeof PImage.make>;
export type Context = ReturnType<Bitmap['getContext']>;

/** A new image and its 2D context, with the font ready. */
export function makeCanvas(widthPx: number, heightPx: number): { bitmap: Bitmap; ctx: Context } {
  ensureFont();
  const bitmap = PImage.make(widthPx, heightPx);
  return { bitmap, ctx: bitmap.getContext('2d') };
}

export function font(sizePx: number): string {
  return `${sizePx}px ${FONT_FAMILY}`;
}

/** JPEG bytes of an image (quality 0-100). */
export async function encodeJpeg(bitmap: Bitmap, quality = 75): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await PImage.encodeJPEGToStream(bitmap, sink, quality);
  return Buffer.concat(chunks);
}
