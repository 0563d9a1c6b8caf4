// The world contour map's level-of-detail requests: when a view needs one,
// one at a time, the held tiles sent along, the attribution shown.
import { describe, expect, it } from 'vitest';
import type { ViewBox } from './viewBox';
import type { JobRequest } from './workerClient';
import type { BuiltCoastView, GeoBbox, WorkerResponse } from './workerProtocol';
import { WorldContourViews, needsRequest, wantedLevel, type CoastRequestState } from './worldContourViews';

const view = (bbox: GeoBbox, rangeNm: number): ViewBox => ({ bbox, rangeNm, scaleDenominator: rangeNm * 18_000, centreLatDeg: (bbox[1] + bbox[3]) / 2 });
const START: GeoBbox = [18.0, 54.33, 19.08, 54.73];

describe('world contour requests', () => {
  it('wants the core level for the range at the view latitude', () => {
    expect(wantedLevel(view(START, 24))).toBe(10);
    expect(wantedLevel(view(START, 200))).toBe(6);
    expect(wantedLevel(view(START, 2))).toBe(10);
  });

  it('asks again only for another level or a view leaving the covered extent; never after the whole-map fallback', () => {
    const last: CoastRequestState = { wantedLevel: 10, covered: [17.9, 54.2, 19.3, 54.8], level: 10 };
    expect(needsRequest(null, view(START, 24), 10)).toBe(true);
    expect(needsRequest(last, view(START, 24), 10)).toBe(false);
    expect(needsRequest(last, view([18.1, 54.3, 19.2, 54.75], 20), 10)).toBe(false);
    expect(needsRequest(last, view([18.5, 54.3, 19.6, 54.75], 24), 10)).toBe(true);
    expect(needsRequest(last, view(START, 100), 7)).toBe(true);
    expect(needsRequest({ ...last, level: -1 }, view([100, 0, 120, 10], 500), 3)).toBe(false);
  });

  it('sends one request at a time with the held tiles, shows the answer, then asks for the newest view', () => {
    const started: { req: JobRequest; onMessage: (m: WorkerResponse) => void; jobId: number }[] = [];
    const cancelled: number[] = [];
    const shown: BuiltCoastView[] = [];
    let held = ['10/561/325'];
    let attribution: string | null = 'x';
    let finishShow: (() => void) | null = null;
    const colours: string[] = [];
    const views = new WorldContourViews({
      worker: {
        start: (req, onMessage) => {
          started.push({ req, onMessage, jobId: started.length + 1 });
          return started.length;
        },
        cancel: (id) => cancelled.push(id),
      },
      sink: {
        heldKeys: () => held,
        showView: (v, done) => {
          shown.push(v);
          finishShow = done;
        },
        clear: () => {
          held = [];
        },
        recolour: (theme) => void colours.push(theme),
      },
      token: () => 'tok',
      origin: { latDeg: 54.53, lonDeg: 18.54 },
      onAttribution: (text) => {
        attribution = text;
      },
      onError: () => undefined,
    });
    views.viewChanged(view(START, 24));
    expect(started).toHaveLength(0); // not attached yet
    views.attach('night');
    expect(attribution).toBeNull();
    expect(started).toHaveLength(1);
    expect(started[0]?.req).toMatchObject({ type: 'coastView', theme: 'night', rangeNm: 24, held: [], bbox: START });
    views.viewChanged(view(START, 200));
    expect(started).toHaveLength(1); // one at a time
    const answer: BuiltCoastView = { level: 10, keys: ['10/561/325', '10/562/325'], covered: [17.6, 54.2, 19.3, 54.8], tiles: [], attribution: '© OpenStreetMap contributors' };
    started[0]?.onMessage({ type: 'coastView', jobId: 1, view: answer });
    started[0]?.onMessage({ type: 'done', jobId: 1 });
    expect(shown).toEqual([answer]);
    expect(started).toHaveLength(1); // waits until the tiles are shown
    held = answer.keys;
    (finishShow as (() => void) | null)?.();
    expect(attribution).toBe('© OpenStreetMap contributors');
    expect(started).toHaveLength(2);
    expect(started[1]?.req).toMatchObject({ rangeNm: 200, held: answer.keys });
    // A theme change recolours the tiles held in place: nothing asked again, the request under way goes on.
    expect(colours).toEqual(['night']);
    views.recolour('day');
    views.recolour('day');
    expect(colours).toEqual(['night', 'day']);
    expect(started).toHaveLength(2);
    expect(cancelled).toEqual([]);
    views.detach();
    expect(cancelled).toEqual([2]);
    expect(attribution).toBeNull();
  });
});
