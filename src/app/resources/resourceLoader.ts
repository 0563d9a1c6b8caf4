// The state machine behind the resource hooks: loads once started, again on
// reload and every `pollMs` while started; keeps the last data while
// reloading; a newer load wins over an older one still running; stopping
// aborts what runs. React reads it through useSyncExternalStore
// (useResource.ts); tests drive it directly.

export interface ResourceState<T> {
  data: T | undefined;
  /** The last load's failure (cleared by the next success). */
  error: unknown;
  loading: boolean;
}

export interface LoaderTimers {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (timer: unknown) => void;
}

const browserTimers: LoaderTimers = {
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (t) => clearInterval(t as ReturnType<typeof setInterval>),
};

export class ResourceLoader<T> {
  private state: ResourceState<T> = { data: undefined, error: null, loading: false };
  private readonly listeners = new Set<() => void>();
  private controller: AbortController | null = null;
  private sequence = 0;
  private timer: unknown = null;
  private started = false;

  constructor(
    private readonly load: (signal: AbortSignal) => Promise<T>,
    private readonly pollMs: number | null = null,
    private readonly timers: LoaderTimers = browserTimers,
  ) {}

  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  getSnapshot = (): ResourceState<T> => this.state;

  private set(next: Partial<ResourceState<T>>): void {
    this.state = { ...this.state, ...next };
    for (const fn of this.listeners) fn();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.reload();
    if (this.pollMs !== null) this.timer = this.timers.setInterval(() => void this.reload(), this.pollMs);
  }

  stop(): void {
    this.started = false;
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
    this.controller?.abort();
    this.controller = null;
  }

  /** Loads now (aborting a load still running); resolves when this load has settled. */
  async reload(): Promise<void> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const seq = ++this.sequence;
    this.set({ loading: true });
    try {
      const data = await this.load(controller.signal);
      if (seq === this.sequence) this.set({ data, error: null, loading: false });
    } catch (error) {
      if (seq === this.sequence && !controller.signal.aborted) this.set({ error, loading: false });
    } finally {
      if (this.controller === controller) this.controller = null;
    }
  }

  /** Replaces the data (after a mutation whose answer is the new state). */
  setData(data: T): void {
    this.set({ data, error: null });
  }
}
