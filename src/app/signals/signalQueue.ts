// The console's internal signal queue (spec sections 2, 4 and 9): key
// presses become signals named by the upper-cased key; a high-priority
// signal (Escape: end the ruler measurement or the pencil stroke now) runs
// at once, normal ones wait for the next update, which runs at most 10 of
// them in arrival order and asks for another update if more are waiting.

export type SignalPriority = 'high' | 'normal';

/** Normal-priority signals run per update (spec section 9). */
export const NORMAL_SIGNALS_PER_UPDATE = 10;

export type SignalHandler = (signal: string) => void;

export class SignalQueue {
  private readonly waiting: string[] = [];
  private readonly handlers = new Set<SignalHandler>();
  private updateRequested = false;

  /** `requestUpdate` schedules one call of `update` (the browser: the next animation frame). */
  constructor(private readonly requestUpdate: (update: () => void) => void) {}

  /** Adds a handler of every signal; returns its removal. */
  on(handler: SignalHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  push(signal: string, priority: SignalPriority = 'normal'): void {
    if (priority === 'high') {
      this.dispatch(signal);
      return;
    }
    this.waiting.push(signal);
    this.schedule();
  }

  /** Signals waiting for an update. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Runs up to NORMAL_SIGNALS_PER_UPDATE waiting signals, oldest first. */
  update = (): void => {
    this.updateRequested = false;
    const batch = this.waiting.splice(0, NORMAL_SIGNALS_PER_UPDATE);
    for (const signal of batch) this.dispatch(signal);
    if (this.waiting.length > 0) this.schedule();
  };

  /** Forgets the waiting signals (signed out). */
  clear(): void {
    this.waiting.length = 0;
  }

  private schedule(): void {
    if (this.updateRequested) return;
    this.updateRequested = true;
    this.requestUpdate(this.update);
  }

  private dispatch(signal: string): void {
    for (const handler of [...this.handlers]) handler(signal);
  }
}
