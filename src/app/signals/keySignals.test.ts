import { describe, expect, it } from 'vitest';
import { keyPressSignal, signalPriority } from './keySignals';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
  ({ key, repeat: false, ctrlKey: false, altKey: false, metaKey: false, target: null, ...extra }) as KeyboardEvent;

describe('key signals', () => {
  it('names a press by the upper-cased key; Escape runs at high priority', () => {
    expect(keyPressSignal(press('p'))).toBe('P');
    expect(keyPressSignal(press('Escape'))).toBe('ESCAPE');
    expect(signalPriority('ESCAPE')).toBe('high');
    expect(signalPriority('P')).toBe('normal');
  });

  it('makes no signal of a repeat, a shortcut or typing in a form field', () => {
    expect(keyPressSignal(press('p', { repeat: true }))).toBeNull();
    expect(keyPressSignal(press('p', { ctrlKey: true }))).toBeNull();
    const field = { closest: (selector: string) => (selector.includes('input') ? {} : null) } as unknown as EventTarget;
    expect(keyPressSignal(press('p', { target: field }))).toBeNull();
  });
});
