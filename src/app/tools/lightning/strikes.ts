// The lightning strikes the chart draws (a version counter: the lightning
// layer reads it each frame, chart/layers/lightning/): the last answer of the
// Blitz poll, kept when a poll fails, cleared when the Blitz is switched off.
import type { Strike } from '../../../protocol/lightning';
import type { LightningStrike, LightningStrikes } from '../../chart/layers/lightning/strikeFade';

export type { LightningStrike, LightningStrikes } from '../../chart/layers/lightning/strikeFade';

export const lightningStrikes: LightningStrikes = { strikes: [], version: 0 };

/** The API's strikes as drawn (bad positions or times skipped). */
export function parseStrikes(list: readonly Strike[]): LightningStrike[] {
  const out: LightningStrike[] = [];
  for (const s of list) {
    const timeMs = Date.parse(s.time);
    if (!Number.isFinite(s.lat) || !Number.isFinite(s.lon) || Math.abs(s.lat) > 90 || Math.abs(s.lon) > 180) continue;
    out.push({ latDeg: s.lat, lonDeg: s.lon, timeMs: Number.isFinite(timeMs) ? timeMs : NaN });
  }
  return out;
}

export function setStrikes(target: LightningStrikes, strikes: readonly LightningStrike[]): void {
  target.strikes = strikes;
  target.version += 1;
}

export function clearStrikes(target: LightningStrikes): void {
  if (target.strikes.length === 0) return;
  setStrikes(target, []);
}
