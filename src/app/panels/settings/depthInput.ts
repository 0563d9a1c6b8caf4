// The depth_when_white input (spec section 5): a number (step 0.1, min 0.1)
// saved only after 3.5 s without typing, and only if above 0; a failed
// parse uses 3 (the chart engine's default).
import { DEFAULT_DEPTH_WHEN_WHITE_M } from '../../../protocol/chart';
import { Debouncer, type DebounceTimers } from '../../lib/debouncer';

/** Depth input debounce (spec section 9). */
export const DEPTH_DEBOUNCE_MS = 3500;
export const DEPTH_STEP_M = 0.1;
export const DEPTH_MIN_M = 0.1;

/** The depth to save for the typed text, or null when it must not be saved (0 or below). */
export function depthToSave(text: string): number | null {
  const parsed = Number.parseFloat(text.trim().replace(',', '.'));
  const value = Number.isNaN(parsed) ? DEFAULT_DEPTH_WHEN_WHITE_M : parsed;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * What the input does with typing: every keystroke restarts the 3.5 s wait;
 * after it, `save(value)` for a depth above 0, else `revert()` (the input
 * shows the saved value again).
 */
export class DepthDraft {
  private readonly debouncer: Debouncer;

  constructor(
    private readonly save: (depthM: number) => void,
    private readonly revert: () => void,
    timers?: DebounceTimers,
  ) {
    this.debouncer = new Debouncer(DEPTH_DEBOUNCE_MS, timers);
  }

  typed(text: string): void {
    this.debouncer.schedule(() => {
      const depthM = depthToSave(text);
      if (depthM === null) this.revert();
      else this.save(depthM);
    });
  }

  /** The input goes away: a waiting value is saved now rather than lost. */
  flush(): void {
    this.debouncer.flush();
  }

  cancel(): void {
    this.debouncer.cancel();
  }
}
