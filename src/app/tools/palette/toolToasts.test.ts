import { describe, expect, it } from 'vitest';
import { toastChanges, toolToastId } from './toolToasts';

describe('tool toasts', () => {
  it('shows a toast for each tool switched on and dismisses those switched off', () => {
    expect(toastChanges(new Set(['Ruler']), new Set(['Ruler', 'Radar']))).toEqual({ show: ['Radar'], dismiss: [] });
    expect(toastChanges(new Set(['Ruler', 'Radar']), new Set(['Radar']))).toEqual({ show: [], dismiss: ['Ruler'] });
    expect(toolToastId('Marker')).toBe('tool:Marker');
  });
});
