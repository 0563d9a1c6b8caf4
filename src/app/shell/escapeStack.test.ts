// The escape stack against a stand-in document (vitest runs in Node).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeTopmost, openCount, pushEscape, type EscapeEntry } from './escapeStack';

let doc: EventTarget & { listeners: number };

beforeAll(() => {
  const target = new EventTarget();
  let listeners = 0;
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  doc = Object.assign(target, {
    listeners: 0,
    addEventListener: (...args: Parameters<EventTarget['addEventListener']>) => {
      doc.listeners = ++listeners;
      add(...args);
    },
    removeEventListener: (...args: Parameters<EventTarget['removeEventListener']>) => {
      doc.listeners = --listeners;
      remove(...args);
    },
  });
  (globalThis as { document?: unknown }).document = doc;
});

const registered: EscapeEntry[] = [];
afterEach(() => {
  for (const entry of registered.splice(0)) entry.remove();
});

function open(log: string[], name: string, modal = false): EscapeEntry {
  const entry = pushEscape(() => log.push(name), { modal });
  registered.push(entry);
  return entry;
}

/** A key press reaching the document; returns the event (was it stopped?). */
function press(key: string, handled = false) {
  const event = Object.assign(new Event('keydown', { cancelable: true }), { key, isComposing: false });
  let stopped = false;
  event.stopPropagation = () => {
    stopped = true;
  };
  if (handled) event.preventDefault();
  doc.dispatchEvent(event);
  return { stopped, prevented: event.defaultPrevented };
}

describe('escape stack', () => {
  it('closes the newest thing first, one per press, and lets Esc through when nothing is open', () => {
    const log: string[] = [];
    open(log, 'menu');
    open(log, 'panel');
    open(log, 'card');
    expect(press('Escape')).toEqual({ stopped: true, prevented: true });
    press('Escape');
    expect(log).toEqual(['card', 'panel']);
    expect(openCount()).toBe(1);
    expect(closeTopmost()).toBe(true);
    expect(log).toEqual(['card', 'panel', 'menu']);
    expect(press('Escape')).toEqual({ stopped: false, prevented: false });
    expect(closeTopmost()).toBe(false);
  });

  it('listens only while something is open, and only to Esc', () => {
    const log: string[] = [];
    expect(doc.listeners).toBe(0);
    const card = open(log, 'card');
    expect(doc.listeners).toBe(1);
    expect(press('Enter')).toEqual({ stopped: false, prevented: false });
    expect(log).toEqual([]);
    card.remove();
    expect(doc.listeners).toBe(0);
  });

  it('a raised entry (a card clicked to the front) closes first', () => {
    const log: string[] = [];
    const first = open(log, 'first');
    open(log, 'second');
    first.raise();
    press('Escape');
    expect(log).toEqual(['first']);
  });

  it('a modal dialog closes before everything else, even when older', () => {
    const log: string[] = [];
    open(log, 'dialog', true);
    open(log, 'card');
    press('Escape');
    press('Escape');
    expect(log).toEqual(['dialog', 'card']);
  });

  it('leaves a press alone that a dialog handled itself', () => {
    const log: string[] = [];
    open(log, 'card');
    expect(press('Escape', true).stopped).toBe(false);
    expect(log).toEqual([]);
  });

  it('a removed entry is never closed', () => {
    const log: string[] = [];
    open(log, 'panel');
    open(log, 'card').remove();
    press('Escape');
    expect(log).toEqual(['panel']);
  });
});
