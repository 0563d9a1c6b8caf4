// The timeline's alert marks, at most MAX_MARK_BUCKETS of them: the kept
// range cut into that many equal stretches, one mark for each stretch with
// alerts, at its first alert's moment (a click jumps there), with how many
// opened in it. Ten thousand marks would be ten thousand buttons rendered
// as the moment moves; a stretch is narrower than a few pixels anyway.
import type { AlertKind } from '../../protocol/alerts';
import type { AlertMark } from '../../protocol/history';

export const MAX_MARK_BUCKETS = 200;

export interface TimelineMark {
  /** The first alert's moment in the stretch (unix ms). */
  t: number;
  kind: AlertKind;
  count: number;
  /** Where along the range, 0..1. */
  at: number;
}

export function timelineMarks(marks: readonly AlertMark[], fromMs: number, toMs: number, buckets = MAX_MARK_BUCKETS): TimelineMark[] {
  const spanMs = toMs - fromMs;
  if (spanMs <= 0) return [];
  const byBucket = new Map<number, TimelineMark>();
  for (const mark of marks) {
    if (mark.t < fromMs || mark.t > toMs) continue;
    const bucket = Math.min(buckets - 1, Math.floor(((mark.t - fromMs) / spanMs) * buckets));
    const held = byBucket.get(bucket);
    if (!held) byBucket.set(bucket, { t: mark.t, kind: mark.kind, count: 1, at: (mark.t - fromMs) / spanMs });
    else {
      held.count += 1;
      if (mark.t < held.t) Object.assign(held, { t: mark.t, kind: mark.kind, at: (mark.t - fromMs) / spanMs });
    }
  }
  return [...byBucket.values()].sort((a, b) => a.t - b.t);
}
