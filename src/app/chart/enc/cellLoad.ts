// A chart cell's load as one state, changed only here (chartAttachments.ts
// drives it and does the work each change asks for):
//   unloaded  -> loading    a load starts (the view needs the cell)
//   loading   -> loaded     its layers are on screen (the first time: the
//                           cell's coverage mask joins then)
//             -> failed     it ended with no layer and a failure reported
//             -> unloaded   cancelled, or the cell's layers removed
//   loaded, failed -> reloading  a new load is staged while the old
//                           layers stay on screen (preferences, a file
//                           uploaded again, colours that no longer fit)
//   reloading -> loaded or failed   the new layers replace the old ones
//             -> loaded or failed   cancelled: back to what is shown
//   any       -> unloaded   the layers removed (dropped, detached)
// A load that ends with no layer and no failure (no layer enabled) is
// loaded with 0 layers. Neither that nor a failed cell hides the cells
// under it.

/** What a cell shows once a load has ended. */
export type SettledLoad = { readonly kind: 'loaded'; readonly layers: number } | { readonly kind: 'failed' };

/** A load under way: its job, the layers it has brought so far and the failures it reported. */
interface Running {
  readonly job: number;
  readonly incoming: number;
  readonly failures: number;
}

export type CellLoadState =
  | { readonly kind: 'unloaded' }
  | ({ readonly kind: 'loading' } & Running)
  | SettledLoad
  | ({ readonly kind: 'reloading'; readonly shown: SettledLoad } & Running);

const UNLOADED: CellLoadState = { kind: 'unloaded' };

export class CellLoad {
  private current: CellLoadState = UNLOADED;

  get state(): CellLoadState {
    return this.current;
  }

  /** The job of the load under way, null when none runs. */
  get job(): number | null {
    const s = this.current;
    return s.kind === 'loading' || s.kind === 'reloading' ? s.job : null;
  }

  /** A load has ended on screen (loaded, failed, or reloading over one of them). */
  get settledOnce(): boolean {
    const k = this.current.kind;
    return k === 'loaded' || k === 'failed' || k === 'reloading';
  }

  /** Something is shown or loading (not unloaded). */
  get present(): boolean {
    return this.current.kind !== 'unloaded';
  }

  /** The layers on screen (0 while none is, or after a failure). */
  get layers(): number {
    const s = this.current;
    const shown = s.kind === 'reloading' ? s.shown : s;
    return shown.kind === 'loaded' ? shown.layers : 0;
  }

  /** Whether the cell may hide the cells under it: not once its shown load brought no layer. */
  get usable(): boolean {
    return !(this.settledOnce && this.layers === 0);
  }

  /** A load `job` starts (any load under way was cancelled first: `cancel`). */
  start(job: number): void {
    const s = this.current;
    const running = { job, incoming: 0, failures: 0 };
    if (s.kind === 'loaded' || s.kind === 'failed') this.current = { kind: 'reloading', shown: s, ...running };
    else if (s.kind === 'reloading') this.current = { kind: 'reloading', shown: s.shown, ...running };
    else this.current = { kind: 'loading', ...running };
  }

  /** A layer of load `job` arrived. */
  layerArrived(job: number): void {
    const s = this.current;
    if ((s.kind === 'loading' || s.kind === 'reloading') && s.job === job) this.current = { ...s, incoming: s.incoming + 1 };
  }

  /** Load `job` reported a failure (a layer's HTTP error or build). */
  failure(job: number): void {
    const s = this.current;
    if ((s.kind === 'loading' || s.kind === 'reloading') && s.job === job) this.current = { ...s, failures: s.failures + 1 };
  }

  /** Load `job`'s layers are on screen; returns whether it was the cell's first (null: not this cell's load). */
  shown(job: number): { first: boolean } | null {
    const s = this.current;
    if ((s.kind !== 'loading' && s.kind !== 'reloading') || s.job !== job) return null;
    this.current = s.incoming === 0 && s.failures > 0 ? { kind: 'failed' } : { kind: 'loaded', layers: s.incoming };
    return { first: s.kind === 'loading' };
  }

  /** Stops the load under way (back to what is shown); returns its job, null when none ran. */
  cancel(): number | null {
    const s = this.current;
    if (s.kind === 'loading') this.current = UNLOADED;
    else if (s.kind === 'reloading') this.current = s.shown;
    else return null;
    return s.job;
  }

  /** The cell's layers are removed (dropped or detached). */
  unload(): void {
    this.current = UNLOADED;
  }
}
