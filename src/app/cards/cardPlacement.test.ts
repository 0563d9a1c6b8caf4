import { describe, expect, it } from 'vitest';
import { OBJECT_CLEARANCE_PX, overlapArea, placeCard, type Point, type Rect } from './cardPlacement';

const area: Rect = { xPx: 8, yPx: 8, widthPx: 1264, heightPx: 680 };
const card = { widthPx: 320, heightPx: 200 };
const rectAt = (p: Point, size = card): Rect => ({ ...p, ...size });
const objectBox = (a: Point): Rect => ({ xPx: a.xPx - OBJECT_CLEARANCE_PX, yPx: a.yPx - OBJECT_CLEARANCE_PX, widthPx: 2 * OBJECT_CLEARANCE_PX, heightPx: 2 * OBJECT_CLEARANCE_PX });
const touches = (a: Rect, b: Rect) => overlapArea({ xPx: a.xPx - 1, yPx: a.yPx - 1, widthPx: a.widthPx + 2, heightPx: a.heightPx + 2 }, b) > 0;
const inside = (r: Rect, a: Rect) => r.xPx >= a.xPx && r.yPx >= a.yPx && r.xPx + r.widthPx <= a.xPx + a.widthPx && r.yPx + r.heightPx <= a.yPx + a.heightPx;

describe('card placement', () => {
  it('opens right of the object, level with it, not on it', () => {
    const anchor = { xPx: 500, yPx: 300 };
    const at = placeCard({ ...card, anchor, area, cards: [], obstacles: [] });
    expect(at).toEqual({ xPx: 500 + OBJECT_CLEARANCE_PX, yPx: 300 - OBJECT_CLEARANCE_PX });
  });

  it('near the right edge, opens beside the object all the same, inside the area', () => {
    const anchor = { xPx: 1200, yPx: 300 };
    const at = rectAt(placeCard({ ...card, anchor, area, cards: [], obstacles: [] }));
    expect(inside(at, area)).toBe(true);
    expect(overlapArea(at, objectBox(anchor))).toBe(0);
    expect(touches(at, objectBox(anchor))).toBe(true);
  });

  it('places cards opened one after another beside each other, none on the object', () => {
    const anchor = { xPx: 640, yPx: 360 };
    const cards: Rect[] = [];
    for (let i = 0; i < 4; i += 1) cards.push(rectAt(placeCard({ ...card, anchor, area, cards, obstacles: [] })));
    for (const [i, a] of cards.entries()) {
      expect(inside(a, area)).toBe(true);
      expect(overlapArea(a, objectBox(anchor))).toBe(0);
      for (const b of cards.slice(i + 1)) expect(overlapArea(a, b)).toBe(0);
    }
  });

  it('keeps clear of the chrome: a panel on the right, the palette on the left', () => {
    const panel: Rect = { xPx: 872, yPx: 48, widthPx: 400, heightPx: 640 };
    const palette: Rect = { xPx: 12, yPx: 40, widthPx: 54, heightPx: 330 };
    const anchor = { xPx: 800, yPx: 200 };
    const at = placeCard({ ...card, anchor, area, cards: [], obstacles: [panel, palette] });
    expect(overlapArea(rectAt(at), panel)).toBe(0);
    expect(overlapArea(rectAt(at), objectBox(anchor))).toBe(0);
    const unknown = placeCard({ ...card, anchor: null, area, cards: [], obstacles: [panel, palette] });
    expect(overlapArea(rectAt(unknown), palette)).toBe(0);
    expect(unknown.yPx).toBe(area.yPx);
  });

  it('cascades when the screen is full: the new card overlaps the others as little as it can', () => {
    const small: Rect = { xPx: 0, yPx: 0, widthPx: 700, heightPx: 450 };
    const anchor = { xPx: 350, yPx: 225 };
    const cards: Rect[] = [];
    for (let i = 0; i < 6; i += 1) {
      const next = rectAt(placeCard({ ...card, anchor, area: small, cards, obstacles: [] }));
      expect(inside(next, small)).toBe(true);
      // Never exactly on an open card.
      for (const other of cards) expect(next.xPx !== other.xPx || next.yPx !== other.yPx).toBe(true);
      cards.push(next);
    }
    // The first four fit around the object, sharing a few pixels at most (2%).
    for (const [i, a] of cards.slice(0, 4).entries()) for (const b of cards.slice(i + 1, 4)) expect(overlapArea(a, b) / (320 * 200)).toBeLessThan(0.02);
    // The next ones cover at most three quarters of a card: its header stays in sight.
    for (const [i, a] of cards.entries()) for (const b of cards.slice(i + 1)) expect(overlapArea(a, b) / (320 * 200)).toBeLessThan(0.75);
  });

  it('a card larger than the area goes to its top left', () => {
    expect(placeCard({ widthPx: 2000, heightPx: 2000, anchor: { xPx: 10, yPx: 10 }, area, cards: [], obstacles: [] })).toEqual({ xPx: area.xPx, yPx: area.yPx });
  });
});
