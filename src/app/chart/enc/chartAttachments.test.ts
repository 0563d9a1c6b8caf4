import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHART_LAYERS, CHART_TEXT_LAYER, isFetchedLayer, type ChartCoverage } from '../../../protocol/chart';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../protocol/preferences';
import { ChartAttachments, DROP_DELAY_MS, REATTACH_DELAY_MS, type LoadProgress } from './chartAttachments';
import type { ColourLoad } from './cellRecolours';
import type { LayerColours } from './featureColours';
import type { ViewBox } from './viewBox';
import type { JobRequest } from './workerClient';
import type { BuiltLayer, GeoBbox, WorkerResponse } from './workerProtocol';

const prefs = (over: Partial<Preferences> = {}): Preferences => ({ ...structuredClone(DEFAULT_PREFERENCES), ...over });

const square = (w: number, s: number, e: number, n: number): number[] => [w, s, e, s, e, n, w, n, w, s];
/** A cell whose coverage is one rectangle. */
const coverage = (name: string, band: number, cscl: number, [w, s, e, n]: GeoBbox): ChartCoverage => ({
  chart_name: name,
  usage_band: band,
  cscl,
  bbox: [w, s, e, n],
  coverage: [{ coordinates: square(w, s, e, n) }],
  edition: null,
  update_number: null,
  issue_date: null,
  update_date: null,
});
/** A view of a box at a display scale 1:N. */
const view = (bbox: GeoBbox, scaleDenominator: number): ViewBox => ({ bbox, rangeNm: 1, scaleDenominator, centreLatDeg: (bbox[1] + bbox[3]) / 2 });

const APPROACH: GeoBbox = [-76.6, 38.4, -76.0, 39.0];
const HARBOUR: GeoBbox = [-76.5, 38.92, -76.42, 38.99];
const mask = { positions: new Float32Array(6), indices: new Uint32Array([0, 1, 2]), colours: new Uint8Array(12) };

function setup() {
  vi.useFakeTimers();
  const jobs = new Map<number, { req: JobRequest; onMessage: (m: WorkerResponse) => void }>();
  const holdReveals = { on: false };
  const started: (JobRequest & { jobId: number })[] = [];
  const cancelled: number[] = [];
  let next = 1;
  const worker = {
    start: (req: JobRequest, onMessage: (m: WorkerResponse) => void) => {
      const jobId = next++;
      jobs.set(jobId, { req, onMessage });
      started.push({ ...req, jobId });
      return jobId;
    },
    cancel: (jobId: number) => {
      cancelled.push(jobId);
      jobs.delete(jobId);
    },
    forget: (name: string) => void forgotten.push(name),
  };
  const forgotten: string[] = [];
  const added: BuiltLayer[] = [];
  const removed: string[] = [];
  const complete: [string, boolean][] = [];
  const staged: { layer: BuiltLayer; load: number }[] = [];
  const dropped: number[] = [];
  const reveals: { chart: string; load: number; shown: () => void }[] = [];
  const recoloured: { load: number; layerName: string; colours: LayerColours }[] = [];
  const applied: { loads: readonly ColourLoad[]; alongside: () => void; done: (unfit: ReadonlySet<number>) => void }[] = [];
  const progress: LoadProgress[] = [];
  const ranked = new Map<string, number | null>();
  const world: string[] = [];
  const expected: boolean[] = [];
  const a = new ChartAttachments({
    worker,
    sink: {
      addLayer: (l, load) => {
        added.push(l);
        staged.push({ layer: l, load });
      },
      // Shown at once unless a test holds the reveal.
      reveal: (chart, load, shown) => (holdReveals.on ? void reveals.push({ chart, load, shown }) : shown()),
      chartComplete: (c, m) => void complete.push([c, m !== null]),
      expectColours: () => void expected.push(true),
      recolour: (load, layerName, colours) => void recoloured.push({ load, layerName, colours }),
      applyColours: (loads, alongside, done) => void applied.push({ loads, alongside, done }),
      dropLoad: (load) => void dropped.push(load),
      removeChart: (c) => void removed.push(c),
    },
    ranking: { set: (name, band) => ranked.set(name, band), clear: () => ranked.clear(), delete: (name) => ranked.delete(name) },
    world: { attach: (theme) => world.push(`attach:${theme}`), detach: () => world.push('detach'), recolour: (theme) => world.push(`recolour:${theme}`) },
    token: () => 'tok',
    origin: { latDeg: 54.53, lonDeg: 18.54 },
    onProgress: (p) => progress.push(p),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    clearTimer: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  });
  const reply = (jobId: number, m: WorkerResponse extends infer R ? (R extends WorkerResponse ? Omit<R, 'jobId'> : never) : never) => {
    const job = jobs.get(jobId);
    if (!job) return;
    if (m.type === 'done') jobs.delete(jobId);
    job.onMessage({ ...m, jobId } as WorkerResponse);
  };
  const ofType = <T extends JobRequest['type']>(type: T) => started.filter((s): s is Extract<JobRequest, { type: T }> & { jobId: number } => s.type === type);
  /** Answers every coverage job still running. */
  const answerCoverage = (byName: Record<string, ChartCoverage | null>) => {
    for (const job of ofType('coverage')) {
      const c = byName[job.chartName];
      if (c) reply(job.jobId, { type: 'coverage', coverage: { coverage: c, mask, grid: null } });
      else if (c === null) reply(job.jobId, { type: 'httpError', layerName: 'M_COVR', status: 500 });
      reply(job.jobId, { type: 'done' });
    }
  };
  const loadsOf = (name: string) => ofType('load').filter((l) => l.chartName === name);
  /** A cell attached, its coverage answered and its first load done with one layer. */
  const loaded = (p: Preferences, name = 'A') => {
    a.attachVisible(p);
    a.viewChanged(view(APPROACH, 50_000));
    answerCoverage({ [name]: coverage(name, 4, 80_000, APPROACH) });
    const job = loadsOf(name)[0]?.jobId ?? -1;
    reply(job, { type: 'layer', layer: layer(name) });
    reply(job, { type: 'done' });
  };
  return {
    a,
    started,
    cancelled,
    forgotten,
    added,
    staged,
    removed,
    complete,
    dropped,
    reveals,
    recoloured,
    applied,
    holdReveals,
    progress,
    ranked,
    world,
    expected,
    reply,
    ofType,
    answerCoverage,
    loadsOf,
    loaded,
    jobs,
  };
}

const layer = (chartName: string): BuiltLayer => ({ chartName, layerName: 'LNDARE', cscl: 1, fill: null, lines: [], points: null, text: null });

describe('chart attachments', () => {
  afterEach(() => vi.useRealTimers());

  it('attaches the world contour map, asks the visible charts their coverage and loads those the view meets, with the enabled layers', () => {
    const t = setup();
    t.a.attachVisible(prefs({ map_visibility: { A: true, B: false, C: true }, layer_visibility: { DEPARE: false, COALNE: true } }));
    expect(t.world).toEqual(['detach', 'attach:day']);
    expect(t.ofType('coverage').map((c) => c.chartName)).toEqual(['A', 'C']);
    expect(t.ofType('load')).toHaveLength(0);
    t.a.viewChanged(view([-76.55, 38.9, -76.45, 38.98], 50_000));
    t.answerCoverage({ A: coverage('A', 4, 80_000, APPROACH), C: coverage('C', 5, 20_000, [-132.7, 56.05, -132.4, 56.14]) });
    expect(t.ranked.get('A')).toBe(4);
    expect(t.ofType('load').map((l) => l.chartName)).toEqual(['A']);
    const layers = t.loadsOf('A')[0]?.layers ?? [];
    expect(layers).toHaveLength(CHART_LAYERS.filter(isFetchedLayer).length - 1);
    expect(layers).not.toContain('DEPARE');
    expect(t.loadsOf('A')[0]).toMatchObject({ theme: 'day', depthWhenWhiteM: 3, token: 'tok' });
  });

  it('loads the harbour cell only at scales where it is not hidden under the approach cell', () => {
    const t = setup();
    t.a.attachVisible(prefs({ map_visibility: { A: true, H: true } }));
    t.answerCoverage({ A: coverage('A', 4, 80_000, APPROACH), H: coverage('H', 5, 12_000, HARBOUR) });
    // An approach display (1:50 000) inside both: the approach cell wins everywhere the harbour cell covers.
    t.a.viewChanged(view([-76.48, 38.93, -76.44, 38.97], 50_000));
    expect(t.ofType('load').map((l) => l.chartName)).toEqual(['A']);
    // A harbour display (1:10 000): the harbour cell too.
    t.a.viewChanged(view([-76.48, 38.93, -76.44, 38.97], 10_000));
    expect(t.ofType('load').map((l) => l.chartName)).toEqual(['A', 'H']);
  });

  it('hands layers over as they arrive, logs errors, adds the coverage mask when done and reports progress', () => {
    const t = setup();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t.a.attachVisible(prefs({ map_visibility: { A: true } }));
    t.a.viewChanged(view(APPROACH, 50_000));
    t.answerCoverage({ A: coverage('A', 4, 80_000, APPROACH) });
    const job = t.loadsOf('A')[0]?.jobId ?? -1;
    t.reply(job, { type: 'progress', done: 0, total: 2 });
    t.reply(job, { type: 'httpError', layerName: 'LNDARE', status: 500 });
    t.reply(job, { type: 'layer', layer: layer('A') });
    t.reply(job, { type: 'progress', done: 2, total: 2 });
    expect(error).toHaveBeenCalledWith('HTTP error: 500');
    expect(t.added).toHaveLength(1);
    expect(t.progress.at(-1)).toMatchObject({ charts: 1, done: 2, total: 2 });
    expect(t.complete).toEqual([]);
    t.reply(job, { type: 'done' });
    expect(t.complete).toEqual([['A', true]]);
    expect(t.progress.at(-1)?.charts).toBe(0);
    expect(t.a.loadedCharts).toEqual(['A']);
    error.mockRestore();
  });

  it('drops a loaded cell a while after the view left it, keeps it when the view comes back in time', () => {
    const t = setup();
    t.a.attachVisible(prefs({ map_visibility: { A: true } }));
    t.a.viewChanged(view(APPROACH, 50_000));
    t.answerCoverage({ A: coverage('A', 4, 80_000, APPROACH) });
    const job = t.loadsOf('A')[0]?.jobId ?? -1;
    t.reply(job, { type: 'layer', layer: layer('A') });
    t.reply(job, { type: 'done' });
    const far = view([18, 54, 19, 55], 50_000);
    t.a.viewChanged(far);
    vi.advanceTimersByTime(DROP_DELAY_MS - 100);
    t.a.viewChanged(view(APPROACH, 50_000));
    vi.advanceTimersByTime(DROP_DELAY_MS);
    expect(t.removed).toEqual([]);
    t.a.viewChanged(far);
    vi.advanceTimersByTime(DROP_DELAY_MS - 1);
    expect(t.removed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.removed).toEqual(['A']);
    expect(t.a.loadedCharts).toEqual([]);
    // Back again: loaded again.
    t.a.viewChanged(view(APPROACH, 50_000));
    expect(t.loadsOf('A')).toHaveLength(2);
  });

  it('loads a cell whose coverage could not be read wherever the view is (drawn unmasked)', () => {
    const t = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    t.a.attachVisible(prefs({ map_visibility: { A: true } }));
    t.a.viewChanged(view([18, 54, 19, 55], 300_000));
    t.answerCoverage({ A: null });
    expect(t.ranked.has('A')).toBe(false);
    expect(t.loadsOf('A')).toHaveLength(1);
  });

  it('detaches everything first on sign-in and on sign-out; running jobs are cancelled', () => {
    const t = setup();
    t.a.attachVisible(prefs({ map_visibility: { A: true } }));
    t.a.viewChanged(view(APPROACH, 50_000));
    t.answerCoverage({ A: coverage('A', 4, 80_000, APPROACH) });
    const old = t.loadsOf('A')[0]?.jobId ?? -1;
    t.a.attachVisible(prefs({ map_visibility: { A: true } }));
    expect(t.cancelled).toContain(old);
    expect(t.removed).toEqual(['A']);
    t.reply(old, { type: 'layer', layer: layer('A') });
    expect(t.added).toHaveLength(0);
    t.a.signOut();
    expect(t.a.attachedCharts).toEqual([]);
    expect(t.world.at(-1)).toBe('detach');
    // A visibility change on its way is dropped when everything is detached (a new sign-in).
    t.loaded(prefs({ map_visibility: { A: true } }));
    t.a.preferencesChanged(prefs({ map_visibility: { A: true, B: true } }));
    t.a.attachVisible(prefs({ map_visibility: { A: true } }));
    vi.advanceTimersByTime(0);
    expect(t.a.attachedCharts).toEqual(['A']);
  });

  it('applies a theme or depth change about 100 ms later, once: the loaded cells and the world contour map are recoloured, nothing loaded again', () => {
    const t = setup();
    t.loaded(prefs({ map_visibility: { A: true } }));
    expect(t.loadsOf('A')).toHaveLength(1);
    t.a.preferencesChanged(prefs({ map_visibility: { A: true } }));
    vi.advanceTimersByTime(1000);
    expect(t.ofType('recolour')).toHaveLength(0);
    const night = prefs({ map_visibility: { A: true }, ui_settings: { theme: 'night' } });
    t.a.preferencesChanged(night);
    // The next frame is kept for the new colours from the change on.
    expect(t.expected).toHaveLength(1);
    vi.advanceTimersByTime(50);
    t.a.preferencesChanged({ ...night, chart_settings: { ...night.chart_settings, depth_when_white: 5 } });
    vi.advanceTimersByTime(REATTACH_DELAY_MS - 1);
    expect(t.ofType('recolour')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(t.ofType('recolour')).toEqual([expect.objectContaining({ chartName: 'A', theme: 'night', depthWhenWhiteM: 5 })]);
    expect(t.expected).toHaveLength(3);
    expect(t.ofType('coverage')).toHaveLength(1);
    const job = t.ofType('recolour')[0]?.jobId ?? -1;
    const colours: LayerColours = { fill: new Uint8Array(4), lines: [], text: null };
    t.reply(job, { type: 'colours', layerName: 'LNDARE', colours });
    // The world contour map waits for the cells: recoloured in the same upload job.
    expect(t.world.at(-1)).toBe('attach:day');
    t.reply(job, { type: 'done' });
    expect(t.recoloured).toEqual([{ load: job, layerName: 'LNDARE', colours }]);
    expect(t.applied.map((x) => x.loads)).toEqual([[{ chartName: 'A', load: job }]]);
    expect(t.progress.at(-1)?.charts).toBe(1);
    t.applied[0]?.alongside();
    expect(t.world.at(-1)).toBe('recolour:night');
    t.applied[0]?.done(new Set());
    expect(t.progress.at(-1)?.charts).toBe(0);
    expect(t.loadsOf('A')).toHaveLength(1);
  });

  it("writes every loaded cell's new colours and the world contour map's together, once the last cell's have arrived", () => {
    const t = setup();
    const both = { map_visibility: { A: true, H: true } };
    t.a.attachVisible(prefs(both));
    t.answerCoverage({ A: coverage('A', 4, 80_000, APPROACH), H: coverage('H', 5, 12_000, HARBOUR) });
    t.a.viewChanged(view([-76.48, 38.93, -76.44, 38.97], 10_000));
    for (const name of ['A', 'H']) {
      const job = t.loadsOf(name)[0]?.jobId ?? -1;
      t.reply(job, { type: 'layer', layer: layer(name) });
      t.reply(job, { type: 'done' });
    }
    t.a.preferencesChanged(prefs({ ...both, ui_settings: { theme: 'night' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    const [a, h] = t.ofType('recolour').map((r) => r.jobId);
    t.reply(h ?? -1, { type: 'done' });
    expect(t.applied).toHaveLength(0);
    t.reply(a ?? -1, { type: 'done' });
    expect(t.applied.map((x) => x.loads.map((l) => l.chartName))).toEqual([['H', 'A']]);
    // A chart file changed meanwhile: that cell loads again and leaves the write; the other is written.
    t.a.reload('A');
    expect(t.dropped).toContain(a);
    t.applied[0]?.alongside();
    t.applied[0]?.done(new Set([a ?? -1]));
    expect(t.world.at(-1)).toBe('recolour:night');
    expect(t.loadsOf('A')).toHaveLength(2);
    expect(t.loadsOf('H')).toHaveLength(1);
  });

  it('recolours the world contour map at once when no cell is loaded; a newer change drops the older one', () => {
    const t = setup();
    t.loaded(prefs({ map_visibility: { A: true } }));
    t.a.preferencesChanged(prefs({ map_visibility: { A: true }, ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    const dusk = t.ofType('recolour')[0]?.jobId ?? -1;
    t.a.preferencesChanged(prefs({ map_visibility: { A: true }, ui_settings: { theme: 'night' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(t.cancelled).toContain(dusk);
    t.reply(dusk, { type: 'done' });
    expect(t.applied).toHaveLength(0);
    const night = t.ofType('recolour')[1]?.jobId ?? -1;
    t.reply(night, { type: 'done' });
    expect(t.applied).toHaveLength(1);
    t.applied[0]?.alongside();
    expect(t.world.filter((w) => w.startsWith('recolour'))).toEqual(['recolour:night']);
    // Without cells: the world contour map's write is queued at once.
    const bare = setup();
    bare.a.attachVisible(prefs());
    bare.a.preferencesChanged(prefs({ ui_settings: { theme: 'night' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(bare.applied.map((x) => x.loads)).toEqual([[]]);
    bare.applied[0]?.alongside();
    expect(bare.world.at(-1)).toBe('recolour:night');
    // Signed out before the write ran: it recolours nothing.
    bare.a.preferencesChanged(prefs({ ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    bare.a.signOut();
    bare.applied[1]?.alongside();
    expect(bare.world.at(-1)).toBe('detach');
  });

  it('loads a cell again (staged) when its colours do not fit', () => {
    const t = setup();
    t.loaded(prefs({ map_visibility: { A: true } }));
    t.a.preferencesChanged(prefs({ map_visibility: { A: true }, ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    const job = t.ofType('recolour')[0]?.jobId ?? -1;
    t.reply(job, { type: 'recolourMissed', layerName: 'LNDARE' });
    t.reply(job, { type: 'done' });
    expect(t.dropped).toContain(job);
    expect(t.loadsOf('A').map((l) => l.theme)).toEqual(['day', 'dusk']);
  });

  it('reloads the loaded cells staged on a layer change: the old layers stay until the new ones are shown, the mask is not added again', () => {
    const t = setup();
    t.loaded(prefs({ map_visibility: { A: true } }));
    expect(t.complete).toEqual([['A', true]]);
    t.holdReveals.on = true;
    t.a.preferencesChanged(prefs({ map_visibility: { A: true }, layer_visibility: { [CHART_TEXT_LAYER]: false } }));
    vi.advanceTimersByTime(REATTACH_DELAY_MS);
    expect(t.ofType('recolour')).toHaveLength(0);
    const second = t.loadsOf('A')[1];
    expect(second?.names).toBe(false);
    t.reply(second?.jobId ?? -1, { type: 'layer', layer: layer('A') });
    expect(t.staged.at(-1)?.load).toBe(second?.jobId);
    t.reply(second?.jobId ?? -1, { type: 'done' });
    expect(t.removed).toEqual([]);
    expect(t.progress.at(-1)?.charts).toBe(1);
    t.reveals[0]?.shown();
    expect(t.progress.at(-1)?.charts).toBe(0);
    expect(t.complete).toHaveLength(1);
  });

  it('attaches or detaches only the chart whose visibility changed, in the next task', () => {
    const t = setup();
    t.loaded(prefs({ map_visibility: { A: true, B: false } }));
    t.a.preferencesChanged(prefs({ map_visibility: { A: true, B: true } }));
    t.a.preferencesChanged(prefs({ map_visibility: { A: false, B: true } }));
    // Not in the task of the change (the switch's click); the latest change, once.
    expect(t.removed).toEqual([]);
    expect(t.a.attachedCharts).toEqual(['A']);
    vi.advanceTimersByTime(0);
    expect(t.removed).toEqual(['A']);
    expect(t.forgotten).toContain('A');
    expect(t.ranked.has('A')).toBe(false);
    expect(t.ofType('coverage').map((c) => c.chartName)).toEqual(['A', 'B']);
    expect(t.a.attachedCharts).toEqual(['B']);
  });

  it('reloads an attached cell whose file changed (staged), and nothing else', () => {
    const t = setup();
    t.loaded(prefs({ map_visibility: { A: true } }));
    t.a.reload('B');
    t.a.reload('A');
    expect(t.loadsOf('A')).toHaveLength(2);
    expect(t.removed).toEqual([]);
  });

  it('ignores preference changes while signed out', () => {
    const t = setup();
    t.a.preferencesChanged(prefs({ ui_settings: { theme: 'dusk' } }));
    vi.advanceTimersByTime(1000);
    expect(t.started).toHaveLength(0);
  });
});
