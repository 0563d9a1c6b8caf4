import { describe, expect, it } from 'vitest';
import { toastPlacement } from './toastPlacement';

describe('toast placement', () => {
  it('keeps the toasts left of a panel open on the right, below the top bar, and on screen', () => {
    expect(toastPlacement(undefined)).toBeUndefined();
    expect(toastPlacement({ side: 'left', widthPx: 320 })).toBeUndefined();
    expect(toastPlacement({ side: 'right', widthPx: 400 })).toEqual({ top: '48px', right: 'max(16px, min(416px, calc(100vw - 336px)))' });
  });
});
