import { describe, expect, it } from 'vitest';
import { toastPlacement } from './toastPlacement';

describe('toast placement', () => {
  it('keeps the toasts below the readouts, left of a panel open on the right, below the top bar, and on screen', () => {
    expect(toastPlacement(undefined)).toEqual({ top: '100px', right: '8px' });
    expect(toastPlacement({ side: 'left', widthPx: 320 })).toEqual({ top: '100px', right: '8px' });
    expect(toastPlacement({ side: 'right', widthPx: 400 })).toEqual({ top: '48px', right: 'max(16px, min(416px, calc(100vw - 336px)))' });
  });
});
