// The renderer iterates its registry with a stand-in GL: draw order, GL
// state per layer, the pick pass over pickable layers only, sync results,
// uploads in tasks of their own, groups removed as a whole.
import { describe, expect, it } from 'vitest';
import { startChartView } from '../viewMath';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type RenderPass } from './chartLayer';
import { fakeWebGl2 } from '../gl/fakeWebGl2';
import { ChartRenderer } from './chartRenderer';
import type { Timers } from '../../lib/timers';

/** Timers run by hand (`runAll`); the clock stands still. */
function manualClock(): Timers & { runAll(): void } {
  const due: (() => void)[] = [];
  return {
    now: () => 0,
    setTimer: (fn) => due.push(fn),
    clearTimer: () => undefined,
    runAll: () => {
      while (due.length > 0) due.shift()?.();
    },
  };
}

class TestLayer implements ChartLayer {
  readonly glState = ALPHA_BLENDED;
  constructor(
    readonly id: string,
    readonly order: number,
    readonly pickable: boolean,
    private readonly log: string[],
    readonly group: string | null = null,
    private readonly changes = false,
  ) {}
  sync(): boolean {
    return this.changes;
  }
  draw(pass: RenderPass, u: FrameUniforms): void {
    this.log.push(`${this.id}:${pass}:${u.pickPass ? 'ids' : 'colours'}`);
  }
  dispose(): void {
    this.log.push(`${this.id}:disposed`);
  }
}

describe('chart renderer', () => {
  it('draws the registry in order and only pickable layers in the pick pass', () => {
    const { gl, calls } = fakeWebGl2();
    const renderer = new ChartRenderer(gl, () => true);
    const log: string[] = [];
    renderer.addLayer(new TestLayer('vessels', 20, true, log));
    renderer.addLayer(new TestLayer('land', 1, false, log));
    renderer.addLayer(new TestLayer('trains', 10, true, log));
    const view = startChartView(800, 600);
    renderer.frame(view);
    expect(log).toEqual(['land:colour:colours', 'trains:colour:colours', 'vessels:colour:colours']);
    expect(calls).toContain('blendFunc');
    log.length = 0;
    renderer.pickNow(view, 400, 300);
    expect(log).toEqual(['trains:pick:ids', 'vessels:pick:ids']);
  });

  it('tells the render loop of new work: a layer, an upload that changed the picture, a pick', () => {
    const { gl } = fakeWebGl2();
    const clock = manualClock();
    let work = 0;
    const renderer = new ChartRenderer(
      gl,
      () => true,
      () => (work += 1),
      clock,
    );
    renderer.addLayer(new TestLayer('land', 1, false, []));
    renderer.queueUpload({ group: 'enc:A', label: 'A1', bytes: 1, run: () => undefined });
    renderer.queueUpload({ group: 'enc:A', label: 'A2 staged', bytes: 1, run: () => false });
    expect(work).toBe(1); // the uploads wait for their task
    clock.runAll();
    expect(work).toBe(2);
    renderer.startPick(startChartView(800, 600), 10, 10, () => undefined);
    expect(work).toBe(3);
  });

  it('runs uploads in tasks of their own, asks for a redraw after one, and removes a group with its queued uploads', () => {
    const { gl } = fakeWebGl2();
    const clock = manualClock();
    const renderer = new ChartRenderer(gl, () => true, () => undefined, clock);
    const log: string[] = [];
    renderer.addLayer(new TestLayer('a', 1, false, log, 'enc:A'));
    renderer.addLayer(new TestLayer('b', 2, false, log, 'enc:B'));
    expect(renderer.sync(0)).toBe(false);
    renderer.queueUpload({ group: 'enc:A', label: 'late', bytes: 1, run: () => void log.push('late uploaded') });
    renderer.queueUpload({ group: 'enc:B', label: 'B2', bytes: 1, run: () => void log.push('B2 uploaded') });
    renderer.removeGroup('enc:A');
    expect(log).toEqual(['a:disposed']);
    expect(renderer.sync(0)).toBe(false); // not in the loop's sync
    clock.runAll();
    expect(log).toEqual(['a:disposed', 'B2 uploaded']);
    expect(renderer.pendingUploads).toBe(0);
    expect(renderer.uploadedLayerCount).toBe(1);
    expect(renderer.sync(0)).toBe(true);
    expect(renderer.sync(0)).toBe(false);
    renderer.addLayer(new TestLayer('moving', 3, false, log, null, true));
    expect(renderer.sync(0)).toBe(true);
  });
});

describe('a frame kept for an expected change', () => {
  it('holds frames until the change is written, or for the time given', () => {
    const { gl } = fakeWebGl2();
    const renderer = new ChartRenderer(gl, () => true);
    expect(renderer.frameReserved(0)).toBe(false);
    renderer.reserveFrame(1_000, 500);
    expect(renderer.frameReserved(1_000)).toBe(true);
    expect(renderer.frameReserved(1_499)).toBe(true);
    expect(renderer.frameReserved(1_500)).toBe(false);
    renderer.reserveFrame(2_000, 500);
    renderer.releaseFrame();
    expect(renderer.frameReserved(2_001)).toBe(false);
  });
});
