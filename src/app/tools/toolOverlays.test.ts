// The tools on the chart's seams with a stand-in GL: pointer input routed
// through the tool router to the ruler and the marker, their overlays in the
// renderer's registry rebuilt and drawn, their labels and status published;
// the lightning and radar layers' redraw rules.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChartHandle } from '../chart/chartHandle';
import { fakeWebGl2 } from '../chart/gl/fakeWebGl2';
import { panZoomPickTool } from '../chart/input/panZoomPickTool';
import { ToolRouter } from '../chart/input/toolRouter';
import { LightningLayer, LIGHTNING_REFADE_MS } from '../chart/layers/lightning/lightningLayer';
import { RadarLayer, RADAR_FRAME_MS } from '../chart/layers/radar/radarLayer';
import { ChartRenderer } from '../chart/render/chartRenderer';
import type { ToolSources } from './toolContext';
import { startChartView } from '../chart/viewMath';
import { DEFAULT_PREFERENCES } from '../../protocol/preferences';
import { overlayLabels } from '../store/labels';
import { toolStatus } from '../store/toolStatus';
import type { ChartPointer, ChartTool } from '../chart/input/chartTool';
import { markerTool } from './marker/markerTool';
import { rulerTool } from './ruler/rulerTool';

const pointer = (xPx: number, yPx: number, button: ChartPointer['button'] = 'left'): ChartPointer => ({
  xPx,
  yPx,
  geo: { latDeg: 54.5 - yPx / 10_000, lonDeg: 18.5 + xPx / 10_000 },
  button,
  pointerType: 'mouse',
  dxPx: 0,
  dyPx: 0,
});

function setup() {
  const { gl, calls } = fakeWebGl2();
  const renderer = new ChartRenderer(gl, () => true);
  /** Left clicks that reached the default tool (its pick of icons and objects). */
  const defaultClicks: ChartPointer[] = [];
  const router = new ToolRouter(
    panZoomPickTool({
      panBy: () => undefined,
      zoomBy: () => undefined,
      holdPick: () => undefined,
      dragged: () => undefined,
      click: (e) => {
        defaultClicks.push(e);
        return true;
      },
    }),
  );
  const chart = {
    invalidate: () => undefined,
    geoToScreen: (p: { latDeg: number; lonDeg: number }) => ({ xPx: (p.lonDeg - 18.5) * 10_000, yPx: (54.5 - p.latDeg) * 10_000 }),
  } as unknown as ChartHandle;
  const sources = { preferences: { value: DEFAULT_PREFERENCES } } as unknown as ToolSources;
  const on = (tool: ChartTool) => {
    router.activate(tool);
    if (tool.overlay) renderer.addLayer(tool.overlay);
    return tool;
  };
  const click = (x: number, y: number, button: ChartPointer['button'] = 'left') => {
    router.press(pointer(x, y, button));
    router.release(pointer(x, y, button));
  };
  return { renderer, router, calls, chart, sources, on, click, defaultClicks, layers: renderer.context };
}

beforeEach(() => {
  overlayLabels.byOwner = {};
  toolStatus.byTool = {};
});

describe('tools on the chart seams (stand-in GL)', () => {
  it('routes clicks to the ruler, which draws its legs, labels them and writes the status; right click resets', () => {
    const h = setup();
    h.click(100, 100);
    expect(h.defaultClicks).toHaveLength(1); // no tool on: the default tool picks
    const ruler = h.on(rulerTool({ chart: h.chart, layers: h.layers, sources: h.sources }));
    expect(toolStatus.byTool.Ruler).toBe('Active: Ruler');
    h.click(100, 100);
    h.click(400, 300);
    expect(h.defaultClicks).toHaveLength(1); // the ruler's points, not picks (an icon there opens no card)
    expect(overlayLabels.byOwner.Ruler?.map((l) => l.tone)).toEqual(['leg', 'total']);
    expect(toolStatus.byTool.Ruler).toMatch(/^Active: Ruler - \d+\.\d{3} NM$/);
    h.calls.length = 0;
    expect(h.renderer.sync(0)).toBe(true); // the overlay rebuilt
    expect(h.calls).toContain('bufferData');
    h.calls.length = 0;
    h.renderer.frame(startChartView(800, 600));
    expect(h.calls).toContain('drawElements'); // the legs
    expect(h.calls).toContain('drawArrays'); // the points
    expect(h.renderer.sync(1)).toBe(false); // nothing new
    // A drag is the chart's pan, not a point.
    h.router.press(pointer(200, 200));
    h.router.move(pointer(260, 200), true);
    h.router.release(pointer(260, 200));
    expect(overlayLabels.byOwner.Ruler).toHaveLength(2);
    h.click(10, 10, 'right');
    expect(overlayLabels.byOwner.Ruler).toEqual([]);
    expect(toolStatus.byTool.Ruler).toBe('Active: Ruler');
    ruler.dispose?.();
    expect(toolStatus.byTool.Ruler).toBeUndefined();
    expect(overlayLabels.byOwner.Ruler).toBeUndefined();
  });

  it('routes clicks to the marker: a click drops one with its label, a right click on it removes it', () => {
    const h = setup();
    h.on(markerTool({ chart: h.chart, layers: h.layers, sources: h.sources }));
    h.click(100, 200);
    h.click(300, 200);
    expect(overlayLabels.byOwner.Marker?.map((l) => l.lines[0])).toEqual(['54.4800 N 18.5100 E', '54.4800 N 18.5300 E']);
    h.click(302, 197, 'right');
    expect(overlayLabels.byOwner.Marker?.map((l) => l.lines[0])).toEqual(['54.4800 N 18.5100 E']);
    h.click(200, 200, 'right'); // no marker there
    expect(overlayLabels.byOwner.Marker).toHaveLength(1);
    expect(h.renderer.sync(0)).toBe(true);
  });

  it('the lightning layer rebuilds when the strikes change and once a second while there are any', () => {
    const { gl } = fakeWebGl2();
    const renderer = new ChartRenderer(gl, () => true);
    const lightning = { strikes: [] as { latDeg: number; lonDeg: number; timeMs: number }[], version: 0 };
    const layer = new LightningLayer(renderer.context, { lightning, preferences: { value: DEFAULT_PREFERENCES } }, () => 1_000_000);
    expect(layer.sync(0)).toBe(false);
    lightning.strikes = [{ latDeg: 54.5, lonDeg: 18.6, timeMs: 999_000 }];
    lightning.version += 1;
    expect(layer.sync(10)).toBe(true);
    expect(layer.sync(20)).toBe(false);
    expect(layer.sync(10 + LIGHTNING_REFADE_MS)).toBe(true); // the fading moves on
    lightning.strikes = [];
    lightning.version += 1;
    expect(layer.sync(10 + LIGHTNING_REFADE_MS + 1)).toBe(true);
    expect(layer.sync(10 + 3 * LIGHTNING_REFADE_MS)).toBe(false);
  });

  it('the radar layer takes new echoes and asks for a frame every RADAR_FRAME_MS (the sweep turns)', () => {
    const { gl, calls } = fakeWebGl2();
    const renderer = new ChartRenderer(gl, () => true);
    let echoes: Float32Array | null = new Float32Array([1, 2, 0.5, 3, 4, 1]);
    const take = (): Float32Array | null => {
      const e = echoes;
      echoes = null;
      return e;
    };
    const layer = new RadarLayer(renderer.context, { takeRadarEchoes: take }, () => 'day');
    calls.length = 0;
    expect(layer.sync(0)).toBe(true);
    expect(layer.echoCount).toBe(2);
    expect(calls).toContain('bufferData');
    expect(layer.sync(RADAR_FRAME_MS / 2)).toBe(false);
    expect(layer.sync(RADAR_FRAME_MS)).toBe(true);
    renderer.addLayer(layer);
    calls.length = 0;
    renderer.frame(startChartView(800, 600));
    expect(calls.filter((c) => c === 'drawArrays')).toHaveLength(2); // the scope and the echoes
  });
});
