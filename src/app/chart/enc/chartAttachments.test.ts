import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHART_LAYERS, CHART_TEXT_LAYER, isFetchedLayer } from '../../../protocol/chart';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../protocol/preferences';
import { ChartAttachments, REATTACH_DELAY_MS, type ChartWorkerPort, type LoadProgress } from './chartAttachments';
import type { LayerColours } from './featureColours';
import type { BuiltLayer, LoadChartRequest, RecolourRequest, WorkerRequest, WorkerResponse } from './workerProtocol';

const prefs = (over: Partial<Preferences> = {}): Preferences => ({ ...structuredClone(DEFAULT_PREFERENCES), ...over });

function setup() {
  vi.useFakeTimers();
  const posted: WorkerRequest[] = [];
  const worker: ChartWorkerPort = { postMessage: (m) => posted.push(m), onmessage: null };
  const added: BuiltLayer[] = [];
  const staged: { layer: BuiltLayer; load: number }[] = [];
  const removed: (string | null)[] = [];
  const dropped: number[] = [];
  const reveals: { chart: string | null; load: number; shown: () => void }[] = [];
  const recoloured: { load: number; layerName: string; colours: LayerColours }[] = [];
  const applied: { chart: string | null; load: number; done: (ok: boolean) => void }[] = [];
  const progress: LoadProgress[] = [];
  const a = new ChartAttachments({
    worker,
    sink: {
      addLayer: (l, load, isStaged) => {
        if (isStaged) staged.push({ layer: l, load });
        else added.push(l);
      },
      reveal: (chart, load, shown) => void reveals.push({ chart, load, shown }),
      recolour: (load, layerName, colours) => void recoloured.push({ load, layerName, colours }),
      applyColours: (chart, load, done) => void applied.push({ chart, load, done }),
      dropLoad: (load) => void dropped.push(load),
      removeChart: (c) => void removed.push(c),
    },
    token: () => 'tok',
    origin: { latDeg: 54.53, lonDeg: 18.54 },
    onProgress: (p) => progress.push(p),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  });
  const reply = (m: WorkerResponse) => worker.onmessage?.({ data: m } as MessageEvent<WorkerResponse>);
  const loads = () => posted.filter((m): m is LoadChartRequest => m.type === 'load');
  const recolours = () => posted.filter((m): m is RecolourRequest => m.type === 'recolour');
  /** Finishes every running load (each chart fully built). */
  const finishLoads = () => {
    for (const l of loads()) reply({ type: 'done', jobId: l.jobId });
    for (const r of reveals.splice(0)) r.shown();
  };
  return { a, posted, added, staged, removed, dropped, reveals, recoloured, applied, progress, reply, loads, recolours, finishLoads };
}

const layer = (chartName: string | null): BuiltLayer => ({ chartName, layerName: 'LNDARE', cscl: 1, fill: null, lines: [], points: null, text: null });

describe('chart attachments', () => {
  afterEach(() => vi.useRealTimers());

  it('attaches the world contour map and the visible charts with the enabled layers', () => {
    const { a, loads } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true, B: false, C: true }, layer_visibility: { DEPARE: false, COALNE: true } }));
    expect(loads().map((l) => l.chartName)).toEqual([null, 'A', 'C']);
    const layers = loads()[1]?.layers ?? [];
    expect(layers).toHaveLength(CHART_LAYERS.filter(isFetchedLayer).length - 1);
    expect(layers).not.toContain(CHART_TEXT_LAYER);
    expect(layers).not.toContain('DEPARE');
    expect(loads()[1]).toMatchObject({ theme: 'day', depthWhenWhiteM: 3, token: 'tok' });
  });

  it('hands layers over as they arrive, logs HTTP errors and reports progress', () => {
    const { a, added, progress, reply, loads } = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    a.attachVisible(prefs({ map_visibility: { A: true } }));
    const job = loads()[1]?.jobId ?? -1;
    reply({ type: 'progress', jobId: job, done: 0, total: 2 });
    reply({ type: 'httpError', jobId: job, layerName: 'LNDARE', status: 500 });
    reply({ type: 'layer', jobId: job, layer: layer('A') });
    reply({ type: 'progress', jobId: job, done: 2, total: 2 });
    expect(error).toHaveBeenCalledWith('HTTP error: 500');
    expect(added).toHaveLength(1);
    expect(progress.at(-1)).toMatchObject({ charts: 2, done: 2 });
    reply({ type: 'done', jobId: job });
    expect(progress.at(-1)?.charts).toBe(1);
    error.mockRestore();
  });

  it('detaches everything first on sign-in and on sign-out; late layers of cancelled jobs are dropped', () => {
    const { a, posted, added, removed, reply, loads } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true } }));
    const old = loads()[1]?.jobId ?? -1;
    a.attachVisible(prefs({ map_visibility: { A: true } }));
    expect(posted.filter((m) => m.type === 'cancel').map((m) => m.jobId)).toContain(old);
    expect(removed).toEqual([null, 'A']);
    reply({ type: 'layer', jobId: old, layer: layer('A') });
    expect(added).toHaveLength(0);
    a.signOut();
    expect(removed).toEqual([null, 'A', null, 'A']);
    expect(a.attachedCharts).toEqual([]);
  });

  it('re-attaches about 100 ms after a theme, layer or depth change, once', () => {
    const { a, loads, removed } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true } }));
    expect(loads()).toHaveLength(2);
    a.preferencesChanged(prefs({ map_visibility: { A: true } }));
    vi.advanceTimersByTime(1000);
    expect(loads()).toHaveLength(2);
    const night = prefs({ map_visibility: { A: true }, ui_settings: { theme: 'night' } });
    a.preferencesChanged(night);
    vi.advanceTimersByTime(50);
    a.preferencesChanged({ ...night, chart_settings: { ...night.chart_settings, depth_when_white: 5 } });
    vi.advanceTimersByTime(REATTACH_DELAY_MS - 1);
    expect(loads()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(loads()).toHaveLength(4);
    expect(loads()[3]).toMatchObject({ theme: 'night', depthWhenWhiteM: 5 });
    // Staged: nothing is removed until the new layers are there.
    expect(removed).toEqual([]);
  });

  it('stages a re-attach: the old layers stay until the new load is complete and shown', () => {
    const { a, added, staged, reveals, progress, reply, loads, dropped } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true } }));
    reply({ type: 'layer', jobId: loads()[1]?.jobId ?? -1, layer: layer('A') });
    expect(added).toHaveLength(1);
    a.preferencesChanged(prefs({ map_visibility: { A: true }, ui_settings: { theme: 'night' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    const [world, chartA] = loads().slice(2);
    reply({ type: 'layer', jobId: chartA?.jobId ?? -1, layer: layer('A') });
    expect(staged.map((s) => s.load)).toEqual([chartA?.jobId]);
    expect(added).toHaveLength(1);
    reply({ type: 'done', jobId: chartA?.jobId ?? -1 });
    expect(reveals.map((r) => [r.chart, r.load])).toEqual([['A', chartA?.jobId]]);
    // Still counted as loading until shown.
    expect(progress.at(-1)?.charts).toBe(2);
    reveals[0]?.shown();
    expect(progress.at(-1)?.charts).toBe(1);
    // A newer change cancels the staged world map load before it is shown.
    a.preferencesChanged(prefs({ map_visibility: { A: true }, ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(dropped).toEqual([world?.jobId]);
  });

  it('recolours every built chart on a theme or depth change, without loading any layer again', () => {
    const { a, loads, recolours, recoloured, applied, progress, reply, finishLoads, removed } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true } }));
    finishLoads();
    expect(progress.at(-1)?.charts).toBe(0);
    const night = prefs({ map_visibility: { A: true }, ui_settings: { theme: 'night' }, chart_settings: { ...DEFAULT_PREFERENCES.chart_settings, depth_when_white: 8 } });
    a.preferencesChanged(night);
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(loads()).toHaveLength(2);
    expect(recolours().map((r) => [r.chartName, r.theme, r.depthWhenWhiteM])).toEqual([
      [null, 'night', 8],
      ['A', 'night', 8],
    ]);
    expect(recolours()[1]?.layers).toHaveLength(CHART_LAYERS.filter(isFetchedLayer).length);
    const jobA = recolours()[1]?.jobId ?? -1;
    const colours = { fill: new Uint8Array(4), lines: [], text: null };
    reply({ type: 'colours', jobId: jobA, layerName: 'DEPARE', colours });
    expect(recoloured).toEqual([{ load: jobA, layerName: 'DEPARE', colours }]);
    reply({ type: 'done', jobId: jobA });
    expect(applied.map((x) => [x.chart, x.load])).toEqual([['A', jobA]]);
    expect(progress.at(-1)?.charts).toBe(2);
    applied[0]?.done(true);
    expect(progress.at(-1)?.charts).toBe(1);
    expect(removed).toEqual([]);
  });

  it('loads a chart again (staged) when its recolour answer does not fit, or its colours were refused', () => {
    const { a, loads, recolours, applied, reply, finishLoads, dropped } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true, B: true } }));
    finishLoads();
    a.preferencesChanged(prefs({ map_visibility: { A: true, B: true }, ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    const [, jobA, jobB] = recolours().map((r) => r.jobId);
    reply({ type: 'recolourMissed', jobId: jobA ?? -1, layerName: 'LNDARE' });
    reply({ type: 'done', jobId: jobA ?? -1 });
    expect(dropped).toEqual([jobA]);
    expect(loads().slice(3).map((l) => [l.chartName, l.theme])).toEqual([['A', 'dusk']]);
    reply({ type: 'done', jobId: jobB ?? -1 });
    applied.find((x) => x.chart === 'B')?.done(false);
    expect(loads().slice(4).map((l) => [l.chartName, l.theme])).toEqual([['B', 'dusk']]);
  });

  it('re-attaches instead of recolouring when the layers change or a load still runs', () => {
    const { a, loads, recolours, finishLoads } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true } }));
    finishLoads();
    a.preferencesChanged(prefs({ map_visibility: { A: true }, layer_visibility: { DEPARE: false } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(recolours()).toHaveLength(0);
    expect(loads()).toHaveLength(4);
    // Those loads still run: a theme change now re-attaches too.
    a.preferencesChanged(prefs({ map_visibility: { A: true }, layer_visibility: { DEPARE: false }, ui_settings: { theme: 'night' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(recolours()).toHaveLength(0);
    expect(loads().slice(4).map((l) => l.theme)).toEqual(['night', 'night']);
  });

  it('detaches on a re-attach the charts no longer visible', () => {
    const { a, removed, loads } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true, B: true } }));
    a.preferencesChanged(prefs({ map_visibility: { A: true, B: true }, ui_settings: { theme: 'dusk' } }));
    a.preferencesChanged(prefs({ map_visibility: { A: true, B: false }, ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(removed).toEqual(['B']);
    expect(loads().slice(3).map((l) => l.chartName)).toEqual([null, 'A']);
  });

  it('attaches or detaches only the chart whose visibility changed, at once', () => {
    const { a, posted, removed, loads } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true, B: false } }));
    expect(loads().map((l) => l.chartName)).toEqual([null, 'A']);
    a.preferencesChanged(prefs({ map_visibility: { A: true, B: true } }));
    expect(loads().map((l) => l.chartName)).toEqual([null, 'A', 'B']);
    expect(removed).toEqual([]);
    const jobB = loads()[2]?.jobId ?? -1;
    // B hidden while it still loads: its job is cancelled and its layers go; A and the world map stay.
    a.preferencesChanged(prefs({ map_visibility: { A: true, B: false } }));
    expect(removed).toEqual(['B']);
    expect(posted.filter((m) => m.type === 'cancel').map((m) => m.jobId)).toEqual([jobB]);
    expect(a.attachedCharts).toEqual([null, 'A']);
    vi.advanceTimersByTime(1000);
    expect(loads()).toHaveLength(3);
  });

  it('folds a visibility change into a re-attach that is already waiting', () => {
    const { a, loads } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true } }));
    a.preferencesChanged(prefs({ map_visibility: { A: true }, ui_settings: { theme: 'dusk' } }));
    a.preferencesChanged(prefs({ map_visibility: { A: true, B: true }, ui_settings: { theme: 'dusk' } }));
    expect(loads()).toHaveLength(2);
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(loads().slice(2).map((l) => [l.chartName, l.theme])).toEqual([
      [null, 'dusk'],
      ['A', 'dusk'],
      ['B', 'dusk'],
    ]);
  });

  it('re-attaches one attached chart whose file changed (staged), and nothing else', () => {
    const { a, removed, loads } = setup();
    a.attachVisible(prefs({ map_visibility: { A: true, B: true } }));
    a.reload('B');
    a.reload('C');
    expect(removed).toEqual([]);
    expect(loads().map((l) => l.chartName)).toEqual([null, 'A', 'B', 'B']);
  });

  it('ignores preference changes while signed out', () => {
    const { a, loads } = setup();
    a.preferencesChanged(prefs({ ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(1000);
    expect(loads()).toHaveLength(0);
  });
});
