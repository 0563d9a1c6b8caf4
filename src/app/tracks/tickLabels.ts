// The selected vessel's track's time labels: 'HH:MM' (local time, as the
// console writes its times) beside the track's ticks, drawn over the chart
// by TrackTickLabels.tsx. The ticks are the track layer's own (the pure
// `trackTicks` of chart/layers/track/trackSketch.ts on the same drawing).
// Which ticks get a label is decided per view: where ticks lie closer on
// screen than a label's box, only every n-th is labelled (n such that the
// labelled times stay round: every 10 or 30 minutes, every hour...), and a
// label that would still cover one already placed (a vessel that lay
// still, a track crossing itself) or the vessel's symbol is left out. Each
// label stands on the track's right-hand side, clear of the tick and the
// line.
import type { GeoPoint } from '../../protocol/geo';
import { trackRuns, trackTicks, type TrackDrawing } from '../chart/layers/track/trackSketch';
import { localDateTimeValue } from '../replay/replayFormat';

/** A tick of the drawn track and its label's text. */
export interface TickMark {
  tMs: number;
  at: GeoPoint;
  /** The track's segment the tick lies on (its direction there). */
  along: readonly [GeoPoint, GeoPoint];
  text: string;
}

/** A tick on screen with the track's direction there (screen px; 0, 0 when the vessel did not move). */
export interface TickOnScreen {
  tMs: number;
  xPx: number;
  yPx: number;
  dirXPx: number;
  dirYPx: number;
}

export interface LabelBox {
  widthPx: number;
  heightPx: number;
}

/** A placed label: the tick's index and the label's centre, screen px. */
export interface TickLabelPlacement {
  index: number;
  xPx: number;
  yPx: number;
}

/**
 * A tick label's box on screen, CSS px: 'HH:MM' in the overlay labels' style
 * (7 px monospace, padding and border, scaled by 1.7: about 46 × 20), rounded up.
 */
export const TICK_LABEL_BOX: LabelBox = { widthPx: 48, heightPx: 21 };
/** From a label's box to its tick's centre (the dot's radius is 3.5 px, the line's halo beside it), and between two labels, px. */
export const TICK_LABEL_GAP_PX = 6;
/** The spacings of labelled times (minutes): divisors of an hour and of a day, so the labelled times are round. */
export const LABEL_SPACINGS_MIN = [1, 2, 4, 5, 6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 720, 1440] as const;

/** A moment as the local clock's ms since the epoch (the labelled times are round in local time). */
const localMs = (tMs: number): number => tMs - new Date(tMs).getTimezoneOffset() * 60_000;

/** 'HH:MM' in local time. */
export const tickLabelText = (tMs: number): string => localDateTimeValue(tMs).slice(11, 16);

/** The drawn track's ticks with their labels' texts, in time order (none without a track). */
export function tickMarks(track: TrackDrawing | null): TickMark[] {
  if (!track) return [];
  return trackRuns(track.points).flatMap((run) => trackTicks(run, track.tickEveryMs).map((tick) => ({ ...tick, text: tickLabelText(tick.tMs) })));
}

/**
 * How far apart the labelled times are (ms): the smallest round spacing, a
 * multiple of the ticks' own, at which two labels of consecutive labelled
 * ticks clear each other where the vessel went at its typical (median) pace
 * on screen. Infinity when the vessel lay still throughout.
 */
export function tickLabelSpacingMs(ticks: readonly TickOnScreen[], tickEveryMs: number, box: LabelBox = TICK_LABEL_BOX, gapPx = TICK_LABEL_GAP_PX): number {
  const steps: number[] = [];
  for (let i = 1; i < ticks.length; i += 1) {
    const a = ticks[i - 1];
    const b = ticks[i];
    if (!a || !b || b.tMs - a.tMs !== tickEveryMs) continue;
    // How many tick steps it takes to move one box (and the gap) away, across or along.
    steps.push(Math.min((box.widthPx + gapPx) / Math.abs(b.xPx - a.xPx), (box.heightPx + gapPx) / Math.abs(b.yPx - a.yPx)));
  }
  if (steps.length === 0) return tickEveryMs;
  steps.sort((x, y) => x - y);
  const typical = steps[Math.floor(steps.length / 2)] ?? Infinity;
  const everyMin = tickEveryMs / 60_000;
  const spacingMin = LABEL_SPACINGS_MIN.find((m) => m % everyMin === 0 && m >= typical * everyMin);
  return spacingMin === undefined ? Infinity : spacingMin * 60_000;
}

/** A label's centre beside its tick: on the track's right-hand side (screen), its box `gapPx` from the tick. */
export function tickLabelCentre(tick: TickOnScreen, box: LabelBox = TICK_LABEL_BOX, gapPx = TICK_LABEL_GAP_PX): { xPx: number; yPx: number } {
  const length = Math.hypot(tick.dirXPx, tick.dirYPx);
  // Screen y grows downwards: (-dy, dx) is to the right of (dx, dy). No direction: to the right.
  const nx = length > 0 ? -tick.dirYPx / length : 1;
  const ny = length > 0 ? tick.dirXPx / length : 0;
  const reach = (box.widthPx / 2) * Math.abs(nx) + (box.heightPx / 2) * Math.abs(ny) + gapPx;
  return { xPx: tick.xPx + nx * reach, yPx: tick.yPx + ny * reach };
}

/** How far a label's box keeps from the vessel's position (the track's end: its symbol and the selection ring), px. */
export const VESSEL_CLEAR_PX = 24;

/**
 * The labels to show in a view, in time order: the ticks at whole multiples
 * of the label spacing (all ticks when none is), each left out when its box
 * would come within `gapPx` of a label already placed or within
 * VESSEL_CLEAR_PX of the vessel (`vessel`: the track's end on screen).
 */
export function tickLabelLayout(
  ticks: readonly TickOnScreen[],
  tickEveryMs: number,
  vessel: { xPx: number; yPx: number } | null = null,
  box: LabelBox = TICK_LABEL_BOX,
  gapPx = TICK_LABEL_GAP_PX,
): TickLabelPlacement[] {
  const spacingMs = tickLabelSpacingMs(ticks, tickEveryMs, box, gapPx);
  const nearVessel = (c: { xPx: number; yPx: number }) =>
    !!vessel && Math.hypot(Math.max(0, Math.abs(vessel.xPx - c.xPx) - box.widthPx / 2), Math.max(0, Math.abs(vessel.yPx - c.yPx) - box.heightPx / 2)) < VESSEL_CLEAR_PX;
  const onSpacing = (tMs: number) => localMs(tMs) % spacingMs === 0;
  const round = ticks.some((t) => onSpacing(t.tMs));
  const placed: TickLabelPlacement[] = [];
  ticks.forEach((tick, index) => {
    if (round && !onSpacing(tick.tMs)) return;
    const c = tickLabelCentre(tick, box, gapPx);
    if (nearVessel(c)) return;
    const clear = placed.every((p) => Math.abs(p.xPx - c.xPx) >= box.widthPx + gapPx || Math.abs(p.yPx - c.yPx) >= box.heightPx + gapPx);
    if (clear) placed.push({ index, ...c });
  });
  return placed;
}
