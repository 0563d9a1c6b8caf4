// History images of a weather station (the console's weather links):
// 'wind' (average wind and gusts, kn), 'water' (water temperature, °C) and
// 'ph' (water level, m), drawn as a line chart over the recorded readings.
import type { BuiltInStation } from '../../protocol/streams';
import { WEATHER_IMAGE_KINDS, type WeatherImageKind } from '../../protocol/weatherImages';
import { encodeJpeg, font, makeCanvas, type Context } from './canvas';

export { WEATHER_IMAGE_KINDS, type WeatherImageKind };

interface Series {
  label: string;
  colour: string;
  values: number[];
}

const WIDTH_PX = 640;
const HEIGHT_PX = 360;
const PLOT = { left: 60, right: 20, top: 50, bottom: 40 } as const;

function seriesOf(kind: WeatherImageKind, history: readonly BuiltInStation[]): { title: string; unit: string; series: Series[] } {
  switch (kind) {
    case 'wind':
      return {
        title: 'Wiatr',
        unit: 'kn',
        series: [
          { label: 'średni', colour: '#1f77b4', values: history.map((s) => s.av_wind_speed) },
          { label: 'porywy', colour: '#d62728', values: history.map((s) => s.wind_gust) },
        ],
      };
    case 'water':
      return { title: 'Temperatura wody', unit: '°C', series: [{ label: 'woda', colour: '#2ca02c', values: history.map((s) => s.water_temperature) }] };
    case 'ph':
      return { title: 'Poziom wody', unit: 'm', series: [{ label: 'poziom', colour: '#9467bd', values: history.map((s) => s.water_level) }] };
  }
}

function drawLine(ctx: Context, values: readonly number[], x: (i: number) => number, y: (v: number) => number): void {
  ctx.beginPath();
  values.forEach((value, i) => (i === 0 ? ctx.moveTo(x(i), y(value)) : ctx.lineTo(x(i), y(value))));
  ctx.stroke();
}

/** A JPEG chart of one station's history; null when there is no history. */
export async function drawWeatherChart(kind: WeatherImageKind, stationName: string, history: readonly BuiltInStation[]): Promise<Buffer | null> {
  if (history.length < 2) return null;
  const { title, unit, series } = seriesOf(kind, history);
  const all = series.flatMap((s) => s.values);
  let min = Math.min(...all);
  let max = Math.max(...all);
  if (max - min < 1e-6) {
    min -= 1;
    max += 1;
  }
  const { bitmap, ctx } = makeCanvas(WIDTH_PX, HEIGHT_PX);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH_PX, HEIGHT_PX);
  const plotW = WIDTH_PX - PLOT.left - PLOT.right;
  const plotH = HEIGHT_PX - PLOT.top - PLOT.bottom;
  const x = (i: number): number => PLOT.left + (plotW * i) / (history.length - 1);
  const y = (v: number): number => PLOT.top + plotH - ((v - min) / (max - min)) * plotH;

  ctx.fillStyle = '#222222';
  ctx.font = font(16);
  ctx.fillText(`${stationName} — ${title} [${unit}]`, PLOT.left, 28);
  ctx.strokeStyle = '#dddddd';
  ctx.lineWidth = 1;
  ctx.font = font(11);
  for (let i = 0; i <= 4; i += 1) {
    const value = min + ((max - min) * i) / 4;
    ctx.beginPath();
    ctx.moveTo(PLOT.left, y(value));
    ctx.lineTo(WIDTH_PX - PLOT.right, y(value));
    ctx.stroke();
    ctx.fillText(value.toFixed(1), 8, y(value) + 4);
  }
  const first = history[0]?.datetime ?? '';
  const last = history.at(-1)?.datetime ?? '';
  ctx.fillText(`${first.slice(11, 16)} UTC`, PLOT.left, HEIGHT_PX - 14);
  ctx.fillText(`${last.slice(11, 16)} UTC`, WIDTH_PX - PLOT.right - 60, HEIGHT_PX - 14);
  ctx.lineWidth = 2;
  series.forEach((s, index) => {
    ctx.strokeStyle = s.colour;
    drawLine(ctx, s.values, x, y);
    ctx.fillStyle = s.colour;
    ctx.fillText(s.label, WIDTH_PX - PLOT.right - 140 + index * 70, 28);
  });
  return encodeJpeg(bitmap, 85);
}
