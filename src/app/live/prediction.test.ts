// Prediction stepping and pick routing with scripted timers.
import { afterEach, describe, expect, it } from 'vitest';
import type { Vessel } from '../../protocol/vessels';
import { LiveStore } from './liveStore';
import { PickRouter } from './pickRouter';
import { PredictionController } from './predictionController';
import { selection, selectTrain, selectVessel } from '../store/selection';
import { prediction } from './prediction';
import { testVessel } from './testVessel';

const vessel = (id: number, extra: Partial<Vessel> = {}) => testVessel(id, { heading: 92, ...extra });

function setup() {
  const store = new LiveStore();
  const intervals: { fn: () => void; ms: number }[] = [];
  const controller = new PredictionController(store, {
    setInterval: (fn, ms) => {
      const timer = { fn, ms };
      intervals.push(timer);
      return timer;
    },
    clearInterval: (timer) => {
      const index = intervals.indexOf(timer as (typeof intervals)[0]);
      if (index >= 0) intervals.splice(index, 1);
    },
  });
  return { store, intervals, controller, router: new PickRouter(store, controller) };
}

afterEach(() => {
  selectVessel(null);
  selectTrain(null);
});

describe('PredictionController', () => {
  it('steps a ghost every 300 ms along the course, one ghost at a time', () => {
    const { store, intervals, controller } = setup();
    store.mergeVessels([vessel(8_400_000)]);
    expect(controller.start(8_400_000)).toBe(true);
    expect(intervals.map((t) => t.ms)).toEqual([300]);
    intervals[0]?.fn();
    const first = prediction.ghost;
    intervals[0]?.fn();
    const second = prediction.ghost;
    expect(first?.vesselId).toBe(8_400_000);
    // Course 090: the ghost moves east, further at each step, latitude almost unchanged.
    expect(first && second && second.lonDeg > first.lonDeg && first.lonDeg > 18.6).toBe(true);
    expect(Math.abs((second?.latDeg ?? 0) - 54.5)).toBeLessThan(1e-3);
    expect(second?.courseDeg).toBe(92);
  });

  it('does not start for a vessel without speed or course, or standing still', () => {
    const { store, controller } = setup();
    store.mergeVessels([vessel(1, { speed: 0 }), vessel(2, { course: null }), vessel(3, { speed: null })]);
    expect([1, 2, 3].map((id) => controller.start(id))).toEqual([false, false, false]);
  });

  it('restarts when the vessel moves in a new message, and stops on unpick', () => {
    const { store, intervals, router } = setup();
    store.mergeVessels([vessel(8_400_001)]);
    expect(router.pick('8400001')).toBe('vessel');
    expect(selection.vesselId).toBe(8_400_001);
    intervals[0]?.fn();
    intervals[0]?.fn();
    const before = intervals[0];
    store.mergeVessels([vessel(8_400_001, { latitude: 54.51 })]);
    expect(intervals).toHaveLength(1);
    expect(intervals[0]).not.toBe(before);
    router.closeVessel();
    expect(intervals).toHaveLength(0);
    expect(prediction.ghost).toBeNull();
    expect(selection.vesselId).toBeNull();
  });

  it('picking the same vessel again toggles its prediction off', () => {
    const { store, controller, router } = setup();
    store.mergeVessels([vessel(8_400_002)]);
    router.pick('8400002');
    expect(controller.activeVesselId).toBe(8_400_002);
    router.pick('8400002');
    expect(controller.activeVesselId).toBeNull();
  });
});

describe('prediction of a vessel whose record comes later', () => {
  it('starts when the picked vessel arrives from the worker, and watches it while picked', () => {
    const { store, intervals, controller, router } = setup();
    const watched: (number | null)[] = [];
    store.setWatchSink((id) => watched.push(id));
    store.setVesselIds(Uint32Array.from([8_400_004]));
    expect(router.pick('8400004')).toBe('vessel');
    expect(watched).toEqual([8_400_004]);
    expect(intervals).toHaveLength(0);
    store.mergeVessels([vessel(8_400_004)]);
    expect(controller.activeVesselId).toBe(8_400_004);
    expect(intervals).toHaveLength(1);
    router.closeVessel();
    expect(watched).toEqual([8_400_004, null]);
    expect(intervals).toHaveLength(0);
  });
});

describe('PickRouter', () => {
  it('looks up trains first, then vessels', () => {
    const { store, router } = setup();
    store.replace('trains', [{ train_id: 5, name: 'P' }]);
    store.mergeVessels([vessel(8_400_003)]);
    expect(router.pick('5')).toBe('train');
    expect(selection.trainId).toBe(5);
    expect(router.pick('8400003')).toBe('vessel');
    expect(router.pick('77')).toBe('nothing');
    expect(router.pick('abc')).toBe('nothing');
  });
});

describe('prediction start and stop announcements', () => {
  it('announces the start on selecting, the stop on picking it again, on another vessel and on closing', () => {
    const { store, controller } = setup();
    const heard: string[] = [];
    const router = new PickRouter(store, controller, { started: (id) => heard.push(`start ${id}`), stopped: (id) => heard.push(`stop ${id}`) });
    store.setVesselIds(Uint32Array.from([8_400_010, 8_400_011]));
    store.mergeVessels([vessel(8_400_010), vessel(8_400_011)]);
    router.pick('8400010');
    router.pick('8400010');
    router.pick('8400010');
    router.pick('8400011');
    router.closeVessel();
    router.closeVessel();
    expect(heard).toEqual(['start 8400010', 'stop 8400010', 'start 8400010', 'stop 8400010', 'start 8400011', 'stop 8400011']);
  });
});
