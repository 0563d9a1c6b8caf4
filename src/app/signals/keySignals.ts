// Key presses as signals (spec sections 2 and 4): each press outside a form
// field becomes a signal named by the upper-cased key, queued in the
// console's signal queue (Escape at high priority: it ends the ruler's
// measurement or the pencil's stroke at once). Every signal is broadcast as
// the spec's window event, offered to the chart's tools that are on, and
// may trigger a tool (key triggers: 'P' toggles the pencil).
import { emitKeySignal, keySignalName } from '../chart/chartEvents';
import { SignalQueue, type SignalPriority } from './signalQueue';

/** Signals that run at once instead of waiting for the next update. */
export const HIGH_PRIORITY_SIGNALS: ReadonlySet<string> = new Set(['ESCAPE']);

export const signalPriority = (signal: string): SignalPriority => (HIGH_PRIORITY_SIGNALS.has(signal) ? 'high' : 'normal');

/** The console's one signal queue; an update is the next animation frame. */
export const signals = new SignalQueue((update) => requestAnimationFrame(() => update()));

/** Typing in a form field is no command for the chart. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el?.closest?.('input, textarea, select, [contenteditable="true"]'));
}

/** The signal of a key press, or null when it is none (typing, a held key repeating, a shortcut with Ctrl/Alt/Meta). */
export function keyPressSignal(e: Pick<KeyboardEvent, 'key' | 'repeat' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>): string | null {
  if (e.repeat || e.ctrlKey || e.altKey || e.metaKey || isTyping(e.target)) return null;
  if (e.key === '' || e.key === 'Unidentified') return null;
  return keySignalName(e.key);
}

/** Feeds the window's key presses into the queue; returns the unbinding. */
export function bindKeySignals(queue: SignalQueue, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onKey = (e: KeyboardEvent) => {
    const signal = keyPressSignal(e);
    if (signal !== null) queue.push(signal, signalPriority(signal));
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}

/** The spec's broadcast of every signal as a window event. */
export const broadcastSignal = (signal: string): void => emitKeySignal(signal);
