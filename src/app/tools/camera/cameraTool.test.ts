// The Camera tool with scripted fetches and timers: polling, keeping the
// previous cameras on a failed fetch, the middle-click events, and off.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camera } from '../../../protocol/cameras';
import type { ChartHandle } from '../../chart/chartHandle';
import { fakeGl } from '../../chart/gl/fakeGl';
import type { LayerContext } from '../../chart/render/chartLayer';
import type { ChartPointer, ToolContext } from '../../chart/input/chartTool';
import { createCameraTool, type CameraToolDeps } from './cameraTool';

const camera = (id: number, longitude: number): Camera => ({
  id,
  name: `K${id}`,
  camera_type: 'Symulacja',
  ip_address: '127.0.0.1',
  port: 8000 + id,
  latitude: 54.5,
  longitude,
  angle_min: 45,
  angle_max: 135,
  range_min: 0,
  range_max: 3000,
  login: '',
  password: '',
  snapshot_url: '',
});

const pointer = (button: ChartPointer['button'], lonDeg: number): ChartPointer => ({
  xPx: 0,
  yPx: 0,
  geo: { latDeg: 54.5, lonDeg },
  button,
  pointerType: 'mouse',
  dxPx: 0,
  dyPx: 0,
});

function context(): ToolContext {
  const { gl } = fakeGl();
  const layers = { gl, program: () => ({}), origin: { latDeg: 54.53, lonDeg: 18.54 } } as unknown as LayerContext;
  return { chart: { invalidate: () => undefined } as unknown as ChartHandle, layers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Camera tool', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));
  afterEach(() => vi.useRealTimers());

  it('fetches on, re-polls every 10 s, keeps the cameras when a fetch fails, clears them off', async () => {
    const answers: (Camera[] | Error)[] = [[camera(1, 18.6)], new Error('offline'), [camera(1, 18.6), camera(2, 18.58)]];
    const shown: number[][] = [];
    const events: string[] = [];
    const deps: CameraToolDeps = {
      list: vi.fn(async () => {
        const next = answers.shift() ?? [];
        if (next instanceof Error) throw next;
        return next;
      }),
      show: (cameras) => shown.push(cameras.map((c) => c.id)),
      hide: () => events.push('hidden'),
      single: (click) => events.push(`single ${click.camera.id}`),
      multi: (click) => events.push(`multi ${click.main.id} + ${click.surrounding.map((c) => c.id).join(',')}`),
      theme: () => 'day',
      pollMs: 10_000,
    };
    const tool = createCameraTool(context(), 'Camera', deps);
    expect(tool.name).toBe('Camera');
    expect(tool.overlay?.id).toBe('camera-sectors');
    await flush();
    expect(shown).toEqual([[1]]);
    expect(tool.press?.(pointer('middle', 18.62))).toBe(true);
    expect(tool.press?.(pointer('left', 18.62))).toBe(false);
    expect(tool.press?.(pointer('middle', 18.4))).toBe(false);

    vi.advanceTimersByTime(10_000);
    await flush();
    expect(shown).toEqual([[1]]);
    expect(tool.press?.(pointer('middle', 18.62))).toBe(true);

    vi.advanceTimersByTime(10_000);
    await flush();
    expect(shown).toEqual([[1], [1, 2]]);
    expect(tool.press?.(pointer('middle', 18.62))).toBe(true);
    expect(deps.list).toHaveBeenCalledTimes(3);

    tool.dispose?.();
    vi.advanceTimersByTime(30_000);
    await flush();
    expect(deps.list).toHaveBeenCalledTimes(3);
    expect(events).toEqual(['single 1', 'single 1', 'multi 1 + 2', 'hidden']);
  });
});
