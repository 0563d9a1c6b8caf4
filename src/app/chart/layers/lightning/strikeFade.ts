// How the lightning layer fades older strikes: from full at the newest to
// LIGHTNING_MIN_ALPHA at the oldest, over at least LIGHTNING_FADE_MIN_S (so
// a burst of fresh strikes is not half faded); time passing fades them all.

export interface LightningStrike {
  latDeg: number;
  lonDeg: number;
  timeMs: number;
}

export interface LightningStrikes {
  strikes: readonly LightningStrike[];
  version: number;
}

export const LIGHTNING_MIN_ALPHA = 0.2;
export const LIGHTNING_FADE_MIN_S = 120;

/** Each strike's opacity now: 1 for the newest, fading with age to LIGHTNING_MIN_ALPHA. */
export function strikeAlphas(strikes: readonly LightningStrike[], nowMs: number): Float32Array {
  const times = strikes.map((s) => s.timeMs).filter(Number.isFinite);
  const newest = times.length > 0 ? Math.max(...times) : nowMs;
  const oldest = times.length > 0 ? Math.min(...times) : nowMs;
  const spanMs = Math.max(LIGHTNING_FADE_MIN_S * 1000, Math.max(nowMs, newest) - oldest);
  return Float32Array.from(strikes, (s) => {
    if (!Number.isFinite(s.timeMs)) return LIGHTNING_MIN_ALPHA;
    const age = Math.min(1, Math.max(0, (Math.max(nowMs, newest) - s.timeMs) / spanMs));
    return 1 - (1 - LIGHTNING_MIN_ALPHA) * age;
  });
}
