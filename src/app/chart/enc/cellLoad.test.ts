import { describe, expect, it } from 'vitest';
import { CellLoad } from './cellLoad';

/** A cell whose first load (job 1) brought `layers` layers. */
function loadedCell(layers = 2): CellLoad {
  const load = new CellLoad();
  load.start(1);
  for (let i = 0; i < layers; i += 1) load.layerArrived(1);
  load.shown(1);
  return load;
}

describe('a chart cell\'s load', () => {
  it('starts unloaded: nothing shown or loading, and usable', () => {
    const load = new CellLoad();
    expect(load.state).toEqual({ kind: 'unloaded' });
    expect([load.present, load.settledOnce, load.job, load.layers, load.usable]).toEqual([false, false, null, 0, true]);
  });

  it('loads: loading counts its layers, then loaded with them on screen, the first time', () => {
    const load = new CellLoad();
    load.start(7);
    expect(load.state).toEqual({ kind: 'loading', job: 7, incoming: 0, failures: 0 });
    expect([load.present, load.settledOnce, load.job, load.usable]).toEqual([true, false, 7, true]);
    load.layerArrived(7);
    load.layerArrived(8); // another job's layer: not this load's
    load.layerArrived(7);
    expect(load.shown(8)).toBeNull();
    expect(load.shown(7)).toEqual({ first: true });
    expect(load.state).toEqual({ kind: 'loaded', layers: 2 });
    expect([load.present, load.settledOnce, load.job, load.layers, load.usable]).toEqual([true, true, null, 2, true]);
  });

  it('fails when a load ends with no layer and a failure; loaded with 0 layers without one; neither is usable', () => {
    const failed = new CellLoad();
    failed.start(1);
    failed.failure(1);
    expect(failed.shown(1)).toEqual({ first: true });
    expect(failed.state).toEqual({ kind: 'failed' });
    expect([failed.present, failed.settledOnce, failed.layers, failed.usable]).toEqual([true, true, 0, false]);
    const empty = loadedCell(0);
    expect(empty.state).toEqual({ kind: 'loaded', layers: 0 });
    expect(empty.usable).toBe(false);
    // Some layers despite a failure: loaded with them.
    const partial = new CellLoad();
    partial.start(1);
    partial.layerArrived(1);
    partial.failure(1);
    partial.shown(1);
    expect(partial.state).toEqual({ kind: 'loaded', layers: 1 });
  });

  it('reloads over what is shown: the old layers count until the new load is on screen, not a first load', () => {
    const load = loadedCell(2);
    load.start(2);
    expect(load.state).toEqual({ kind: 'reloading', shown: { kind: 'loaded', layers: 2 }, job: 2, incoming: 0, failures: 0 });
    expect([load.job, load.layers, load.settledOnce, load.usable]).toEqual([2, 2, true, true]);
    load.layerArrived(2);
    expect(load.shown(2)).toEqual({ first: false });
    expect(load.state).toEqual({ kind: 'loaded', layers: 1 });
    // A failed cell reloads too; a new start while reloading keeps what is shown.
    const failed = new CellLoad();
    failed.start(1);
    failed.failure(1);
    failed.shown(1);
    failed.start(2);
    failed.start(3);
    expect(failed.state).toEqual({ kind: 'reloading', shown: { kind: 'failed' }, job: 3, incoming: 0, failures: 0 });
    expect(failed.usable).toBe(false);
  });

  it('cancels back to what is shown and says which job ran', () => {
    const loading = new CellLoad();
    loading.start(4);
    expect(loading.cancel()).toBe(4);
    expect(loading.state).toEqual({ kind: 'unloaded' });
    expect(loading.cancel()).toBeNull();
    const reloading = loadedCell(3);
    reloading.start(5);
    expect(reloading.cancel()).toBe(5);
    expect(reloading.state).toEqual({ kind: 'loaded', layers: 3 });
    expect(reloading.cancel()).toBeNull();
    // A cancelled load's late messages change nothing.
    reloading.layerArrived(5);
    expect(reloading.shown(5)).toBeNull();
    expect(reloading.state).toEqual({ kind: 'loaded', layers: 3 });
  });

  it('unloads from any state', () => {
    for (const load of [loadedCell(1), (() => { const l = loadedCell(1); l.start(2); return l; })(), (() => { const l = new CellLoad(); l.start(1); return l; })()]) {
      load.unload();
      expect(load.state).toEqual({ kind: 'unloaded' });
      expect([load.present, load.settledOnce, load.job, load.usable]).toEqual([false, false, null, true]);
    }
  });
});
