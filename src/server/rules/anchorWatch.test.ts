// The anchor watch on reports made up for each situation: anchoring by
// status and by lying still for 5 minutes, a swing within the radius, a
// drag (two reports beyond it), a vessel weighing anchor and leaving ahead,
// a vessel under way fast, moored vessels and distress devices left alone,
// the drag ending when the vessel anchors again.
import { describe, expect, it } from 'vitest';
import type { Vessel } from '../../protocol/vessels';
import { AnchorWatch, swingRadiusM } from './anchorWatch';
import { heardOf, vesselAt } from './ruleTesting';

const MMSI = '261000001';
/** Feeds the reports one pass each; returns the drags after each. */
function run(reports: Vessel[]): { watch: AnchorWatch; drags: number[] } {
  const watch = new AnchorWatch();
  const drags = reports.map((v) => {
    watch.observe(heardOf(v));
    return watch.drags().length;
  });
  return { watch, drags };
}

const anchored = (tS: number, eastM: number, northM: number, over: Partial<Vessel> = {}) =>
  vesselAt(MMSI, tS, eastM, northM, { nav_status: 'AtAnchor', speed: 0.2, heading: 0, ...over });

describe('the anchor watch', () => {
  it('takes 100 m plus the length as the swing radius (100 m plus 100 m unknown)', () => {
    expect(swingRadiusM(vesselAt(MMSI, 0, 0, 0))).toBe(200);
    expect(swingRadiusM(vesselAt(MMSI, 0, 0, 0, { to_bow: null, to_stern: null }))).toBe(200);
    expect(swingRadiusM(vesselAt(MMSI, 0, 0, 0, { to_bow: 200, to_stern: 50 }))).toBe(350);
  });

  it('remembers the bow where a vessel reported "at anchor" and swings around it without a drag', () => {
    // Anchor 60 m ahead of the antenna (north); the vessel swings 180° around it on 130 m of chain (the antenna 190 m off).
    const { watch, drags } = run([anchored(0, 0, 0), anchored(180, 0, 250, { heading: 180 }), anchored(360, 190, 60, { heading: 270 }), anchored(540, 0, -130)]);
    expect(drags).toEqual([0, 0, 0, 0]);
    const anchorage = watch.anchored(MMSI);
    expect(anchorage?.byStatus).toBe(true);
    expect(anchorage?.lat).toBeGreaterThan(vesselAt(MMSI, 0, 0, 59).latitude ?? 0);
  });

  it('raises a drag on the second report in a row beyond the radius, not the first', () => {
    // Dragging south (downwind), pointing north at the anchor: 100 m, then 230 m and 330 m from it.
    const { watch, drags } = run([anchored(0, 0, 0), anchored(180, 0, -40, { speed: 0.4 }), anchored(360, 0, -170, { speed: 1 }), anchored(540, 0, -270, { speed: 1 })]);
    expect(drags).toEqual([0, 0, 0, 1]);
    expect(watch.drags()[0]).toMatchObject({ swingRadiusM: 200 });
    expect(watch.drags()[0]?.distanceM).toBeGreaterThan(320);
  });

  it('a report back within the radius resets the count', () => {
    expect(run([anchored(0, 0, 0), anchored(180, 0, -170), anchored(360, 0, -50), anchored(540, 0, -170)]).drags).toEqual([0, 0, 0, 0]);
  });

  it('a vessel leaving ahead with "at anchor" still set is under way, not dragging', () => {
    // Weighs anchor and heads north past the anchor at 2 kn: the anchor ends astern.
    const { drags } = run([anchored(0, 0, 0), anchored(60, 0, 200, { speed: 2 }), anchored(120, 0, 260, { speed: 2 }), anchored(180, 0, 320, { speed: 2 })]);
    expect(drags).toEqual([0, 0, 0, 0]);
  });

  it('a vessel at 3 kn or more, or reporting under way after "at anchor", forgets its anchorage', () => {
    const fast = run([anchored(0, 0, 0), anchored(60, 0, -250, { speed: 6 }), anchored(120, 0, -300, { speed: 6 })]);
    expect(fast.drags).toEqual([0, 0, 0]);
    const status = run([anchored(0, 0, 0), anchored(60, 0, -250, { nav_status: 'UnderWayUsingEngine' }), anchored(120, 0, -300, { nav_status: 'UnderWayUsingEngine' })]);
    expect(status.drags).toEqual([0, 0, 0]);
  });

  it('anchors a vessel lying still for 5 minutes (no status), then raises its drag', () => {
    const still = (tS: number, northM: number, speed = 0.1) => vesselAt(MMSI, tS, 0, northM, { speed, heading: 0, nav_status: 'NotDefined' });
    const before = run([still(0, 0), still(120, 5), still(240, 8)]);
    expect(before.watch.anchored(MMSI)).toBeNull();
    const { watch, drags } = run([still(0, 0), still(120, 5), still(300, 8), still(480, -150, 1.2), still(660, -260, 1.2)]);
    expect(drags).toEqual([0, 0, 0, 0, 1]);
    expect(watch.drags()[0]?.anchorage.byStatus).toBe(false);
  });

  it('a drifting vessel (under 0.5 kn but moving on) never counts as lying still', () => {
    const drift = (tS: number) => vesselAt(MMSI, tS, 0, -tS * 0.15, { speed: 0.3, nav_status: 'NotDefined' });
    const { watch } = run([0, 60, 120, 180, 240, 300, 360, 420].map(drift));
    expect(watch.anchored(MMSI)).toBeNull();
  });

  it('ends a drag when the vessel lies still at its new place for 5 minutes', () => {
    const { watch, drags } = run([
      anchored(0, 0, 0),
      anchored(180, 0, -170, { speed: 1.1 }),
      anchored(360, 0, -270, { speed: 1.1 }),
      anchored(480, 0, -275, { speed: 0.1 }),
      anchored(700, 0, -278, { speed: 0.1 }),
      anchored(800, 0, -280, { speed: 0.1 }),
    ]);
    expect(drags).toEqual([0, 0, 1, 1, 1, 0]);
    // Anchored again where it lies now (it still reports "at anchor").
    expect(watch.anchored(MMSI)?.sinceMs).toBe(Date.parse(anchored(800, 0, 0).last_reported));
  });

  it('leaves moored vessels, distress devices and vessels without a new report alone', () => {
    expect(run([anchored(0, 0, 0, { nav_status: 'Moored' }), anchored(180, 0, -300, { nav_status: 'Moored' }), anchored(360, 0, -400, { nav_status: 'Moored' })]).drags).toEqual([0, 0, 0]);
    expect(run([anchored(0, 0, 0, { target_kind: 'sart' }), anchored(180, 0, -300, { target_kind: 'sart' }), anchored(360, 0, -400, { target_kind: 'sart' })]).drags).toEqual([0, 0, 0]);
    // The same report seen at three evaluations counts once.
    const same = anchored(360, 0, -270);
    expect(run([anchored(0, 0, 0), anchored(180, 0, -170), anchored(180, 0, -170), anchored(180, 0, -170)]).drags).toEqual([0, 0, 0, 0]);
    expect(run([anchored(0, 0, 0), anchored(180, 0, -170), same]).drags).toEqual([0, 0, 1]);
  });
});
