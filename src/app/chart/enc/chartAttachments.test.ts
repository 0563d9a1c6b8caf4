import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHART_LAYERS, CHART_TEXT_LAYER, isFetchedLayer } from '../../../protocol/chart';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../protocol/preferences';
import { ChartAttachments, REATTACH_DELAY_MS, type ChartWorkerPort, type LoadProgress } from './chartAttachments';
import type { BuiltLayer, LoadChartRequest, WorkerRequest, WorkerResponse } from './workerProtocol';

const prefs = (over: Partial<Preferences> = {}): Preferences => ({ ...structuredClone(DEFAULT_PREFERENCES), ...over });

function setup() {
  vi.useFakeTimers();
  const posted: WorkerRequest[] = [];
  const worker: ChartWorkerPort = { postMessage: (m) => posted.push(m), onmessage: null };
  const added: BuiltLayer[] = [];
  const removed: (string | null)[] = [];
  const progress: LoadProgress[] = [];
  const a = new ChartAttachments({
    worker,
    sink: { addLayer: (l) => added.push(l), removeChart: (c) => removed.push(c) },
    token: () => 'tok',
    origin: { latDeg: 54.53, lonDeg: 18.54 },
    onProgress: (p) => progress.push(p),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  });
  const reply = (m: WorkerResponse) => worker.onmessage?.({ data: m } as MessageEvent<WorkerResponse>);
  const loads = () => posted.filter((m): m is LoadChartRequest => m.type === 'load');
  return { a, posted, added, removed, progress, reply, loads };
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
    const { a, loads } = setup();
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
  });

  it('ignores preference changes while signed out', () => {
    const { a, loads } = setup();
    a.preferencesChanged(prefs({ ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(1000);
    expect(loads()).toHaveLength(0);
  });
});
