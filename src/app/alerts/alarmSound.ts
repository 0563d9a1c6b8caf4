// The alarm's sound, made with the Web Audio API (no audio file): a pair of
// tones (high, low) every ALARM_PERIOD_MS while on, as a bridge alarm
// repeats until acknowledged. Browsers start audio only after the page saw
// a user gesture: the operator signed in with one, so the context resumes.
/** One cycle of the alarm: two tones and a pause. */
export const ALARM_PERIOD_MS = 1200;
const TONES: readonly { hz: number; atS: number; forS: number }[] = [
  { hz: 1046, atS: 0, forS: 0.22 },
  { hz: 784, atS: 0.28, forS: 0.22 },
];
const VOLUME = 0.18;

export class AlarmSound {
  private context: AudioContext | null = null;
  private timer: number | null = null;

  get playing(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer !== null) return;
    this.cycle();
    this.timer = window.setInterval(() => this.cycle(), ALARM_PERIOD_MS);
  }

  stop(): void {
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
  }

  private cycle(): void {
    const ctx = this.audio();
    if (!ctx) return;
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const t0 = ctx.currentTime + 0.02;
    for (const tone of TONES) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'square';
      osc.frequency.value = tone.hz;
      // Short ramps: no clicks at the edges.
      gain.gain.setValueAtTime(0, t0 + tone.atS);
      gain.gain.linearRampToValueAtTime(VOLUME, t0 + tone.atS + 0.01);
      gain.gain.setValueAtTime(VOLUME, t0 + tone.atS + tone.forS - 0.02);
      gain.gain.linearRampToValueAtTime(0, t0 + tone.atS + tone.forS);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + tone.atS);
      osc.stop(t0 + tone.atS + tone.forS);
    }
  }

  private audio(): AudioContext | null {
    if (this.context) return this.context;
    if (typeof AudioContext === 'undefined') return null;
    try {
      this.context = new AudioContext();
    } catch {
      return null;
    }
    return this.context;
  }
}
