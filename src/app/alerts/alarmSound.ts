// The alarm's sound, made with the Web Audio API (no audio file): a pair of
// tones (high, low) every ALARM_PERIOD_MS while on, as a bridge alarm
// repeats until acknowledged. Browsers start audio only after the page saw
// a user gesture: the operator signed in with one, so the context resumes;
// after a reload with a kept session it resumes at the next press or key.
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
  /** Waiting for a press or key to resume the suspended context. */
  private waiting = false;

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
    if (ctx.state === 'suspended') this.resumeOnGesture(ctx);
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

  private resumeOnGesture(ctx: AudioContext): void {
    void ctx.resume().catch(() => undefined);
    if (this.waiting) return;
    this.waiting = true;
    const resume = () => {
      this.waiting = false;
      void ctx.resume().catch(() => undefined);
      document.removeEventListener('pointerdown', resume, true);
      document.removeEventListener('keydown', resume, true);
    };
    document.addEventListener('pointerdown', resume, true);
    document.addEventListener('keydown', resume, true);
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
