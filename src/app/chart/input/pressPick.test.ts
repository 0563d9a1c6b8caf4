import { describe, expect, it } from 'vitest';
import type { IconHit } from './pickHits';
import { mergeHits } from './pickHits';
import { PressPick } from './pressPick';

const icon = (key: string, distancePx = 0, centreDistancePx = distancePx + 10): IconHit => ({ key, label: key, distancePx, centreDistancePx, act: () => undefined });
const object = (id: number, distancePx = 0) => ({ id, distancePx });

describe('a press of the default tool', () => {
  it('picks one object alone at once (the spec pick), and nothing more at its click', () => {
    const press = new PressPick(5, 6, []);
    expect(press.picked([object(42)])).toEqual({ kind: 'object', id: 42 });
    expect(press.clicked()).toEqual({ kind: 'none' });
  });

  it('acts for one icon alone at the click, whether the pick pass comes before or after it', () => {
    const a = icon('station:hel');
    const before = new PressPick(0, 0, [a]);
    expect(before.picked([])).toEqual({ kind: 'none' });
    expect(before.clicked()).toEqual({ kind: 'icon', icon: a });
    const after = new PressPick(0, 0, [a]);
    expect(after.clicked()).toEqual({ kind: 'none' });
    expect(after.picked([])).toEqual({ kind: 'icon', icon: a });
  });

  it('offers the choice of everything under the pointer at the click, nearest first', () => {
    const warning = icon('warning:1', 2);
    const station = icon('station:gdynia', 0);
    const press = new PressPick(0, 0, [warning, station]);
    expect(press.picked([object(9, 1)])).toEqual({ kind: 'none' });
    const action = press.clicked();
    expect(action.kind).toBe('choose');
    if (action.kind === 'choose') expect(action.hits.map((h) => (h.kind === 'icon' ? h.icon.key : h.id))).toEqual(['station:gdynia', 9, 'warning:1']);
    // Two objects alone are a choice too.
    const two = new PressPick(0, 0, []);
    expect(two.picked([object(1), object(2, 3)])).toEqual({ kind: 'none' });
    expect(two.clicked().kind).toBe('choose');
  });

  it('a drag ends the click; later passes while held pick each new nearest object (the continuous pick)', () => {
    const press = new PressPick(0, 0, [icon('aton:1')]);
    expect(press.picked([object(3)])).toEqual({ kind: 'none' });
    expect(press.picked([object(4)])).toEqual({ kind: 'none' }); // still waiting for its click
    press.drag();
    expect(press.picked([object(5)])).toEqual({ kind: 'object', id: 5 });
    expect(press.picked([object(5)])).toEqual({ kind: 'none' });
    expect(press.picked([])).toEqual({ kind: 'none' });
    expect(press.picked([object(5)])).toEqual({ kind: 'object', id: 5 });
    expect(press.clicked()).toEqual({ kind: 'none' });
    // A press on one object held still: a new object under the pointer is picked, as before.
    const held = new PressPick(0, 0, []);
    expect(held.picked([object(1)])).toEqual({ kind: 'object', id: 1 });
    expect(held.picked([object(1)])).toEqual({ kind: 'none' });
    expect(held.picked([object(2)])).toEqual({ kind: 'object', id: 2 });
  });

  it('merges icons and objects by distance, icons first at the same distance, icons the pointer is inside of by their centre', () => {
    expect(mergeHits([icon('a', 1)], [object(1, 1), object(2, 0)]).map((h) => h.kind)).toEqual(['object', 'icon', 'object']);
    const order = mergeHits([icon('warning', 0, 12), icon('station', 0, 1)], []).map((h) => (h.kind === 'icon' ? h.icon.key : h.id));
    expect(order).toEqual(['station', 'warning']);
  });
});
