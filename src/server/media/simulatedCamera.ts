// Frames of a built-in (simulated) camera: sea and sky, a ship crossing the
// view, the camera's name, the time and a 'SYMULACJA' mark, so a camera
// window shows live video with no hardware.
import { encodeJpeg, font, makeCanvas } from './canvas';

export const FRAME_WIDTH_PX = 480;
export const FRAME_HEIGHT_PX = 270;

/** One JPEG frame of the scene at time `now`. */
export async function drawCameraFrame(cameraName: string, now: Date, seed: number): Promise<Buffer> {
  const { bitmap, ctx } = makeCanvas(FRAME_WIDTH_PX, FRAME_HEIGHT_PX);
  const horizonPx = 150;
  ctx.fillStyle = '#7fa7c9';
  ctx.fillRect(0, 0, FRAME_WIDTH_PX, horizonPx);
  ctx.fillStyle = '#1f4e6e';
  ctx.fillRect(0, horizonPx, FRAME_WIDTH_PX, FRAME_HEIGHT_PX - horizonPx);
  // Waves: short strokes that move with time.
  const t = now.getTime() / 1000;
  ctx.fillStyle = '#3b6e90';
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 12; col += 1) {
      const x = ((col * 47 + row * 23 + t * (8 + row * 2) + seed * 13) % (FRAME_WIDTH_PX + 40)) - 20;
      ctx.fillRect(x, horizonPx + 8 + row * 14, 18, 2);
    }
  }
  // A ship crossing the view once a minute, different per camera.
  const shipX = ((t * 9 + seed * 97) % (FRAME_WIDTH_PX + 160)) - 80;
  ctx.fillStyle = '#2b2b2b';
  ctx.fillRect(shipX, horizonPx - 14, 90, 14);
  ctx.fillStyle = '#c8c8c8';
  ctx.fillRect(shipX + 55, horizonPx - 30, 24, 16);
  ctx.fillStyle = '#b03030';
  ctx.fillRect(shipX + 62, horizonPx - 40, 8, 10);
  // Overlay: name, time, mark.
  ctx.fillStyle = 'rgba(0,0,0,0.55)';
  ctx.fillRect(0, 0, FRAME_WIDTH_PX, 28);
  ctx.fillStyle = '#ffffff';
  ctx.font = font(15);
  ctx.fillText(cameraName, 8, 19);
  ctx.fillText(now.toISOString().replace('T', ' ').slice(0, 19), FRAME_WIDTH_PX - 170, 19);
  ctx.fillStyle = '#ffd24a';
  ctx.fillText('SYMULACJA', 8, FRAME_HEIGHT_PX - 10);
  return encodeJpeg(bitmap, 70);
}
