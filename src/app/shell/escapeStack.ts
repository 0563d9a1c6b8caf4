// Esc closes the topmost thing the console has open: a pick list, a
// dialog, a card, a camera window, a panel, the app menu.
//
// The contract, for everything that opens over the chart:
// - Register while open: `useEscape(close, { active })` in a component (or
//   `pushEscape(close)` outside React, calling `remove()` when it closes).
//   The entry registered last is the topmost; `raise()` (the hook's return)
//   makes an entry topmost again, e.g. a card or window clicked to the front.
// - A modal dialog (a confirmation, the symbol catalogue, the image viewer)
//   registers with `{ modal: true }`: while one is open only modal entries
//   close, the newest first; the things under its backdrop wait.
// - A dialog that handles Esc itself on its own element wins as well: it
//   calls `event.stopPropagation()` (React's does: the key never reaches the
//   document) or `event.preventDefault()` (the stack leaves handled keys
//   alone).
// - One press closes one thing. A press that closed something goes no
//   further (no key signal for the chart's tools: the ruler keeps its
//   measurement); with nothing open, Esc is the chart's, as before.
//
// The stack listens on the document, in the bubbling phase (after the
// elements' own handlers, before the window's listeners: the key signals),
// and only while something is registered.
import { useCallback, useEffect, useRef } from 'react';

export interface EscapeOptions {
  /** A modal dialog: closes before everything that is not modal. */
  modal?: boolean;
}

export interface EscapeEntry {
  /** Makes this entry the topmost of its kind (modal or not). */
  raise(): void;
  /** Unregisters (the thing closed by other means, or unmounted). */
  remove(): void;
}

interface Registered {
  close: () => void;
  modal: boolean;
}

/** Oldest first; the topmost is the last modal entry, else the last entry. */
let entries: Registered[] = [];
let unbind: (() => void) | null = null;

function topmost(): Registered | undefined {
  return entries.findLast((e) => e.modal) ?? entries.at(-1);
}

/** Closes the topmost entry (it is unregistered first); false when nothing is open. */
export function closeTopmost(): boolean {
  const top = topmost();
  if (!top) return false;
  entries = entries.filter((e) => e !== top);
  syncListener();
  top.close();
  return true;
}

/** How many things are registered (tests, diagnostics). */
export function openCount(): number {
  return entries.length;
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  if (!closeTopmost()) return;
  event.preventDefault();
  event.stopPropagation();
}

function syncListener(): void {
  if (entries.length > 0 && !unbind && typeof document !== 'undefined') {
    document.addEventListener('keydown', onKeyDown);
    unbind = () => document.removeEventListener('keydown', onKeyDown);
  } else if (entries.length === 0 && unbind) {
    unbind();
    unbind = null;
  }
}

/** Registers a thing that Esc closes; it becomes the topmost of its kind. */
export function pushEscape(close: () => void, options: EscapeOptions = {}): EscapeEntry {
  const entry: Registered = { close, modal: options.modal === true };
  entries = [...entries, entry];
  syncListener();
  return {
    raise: () => {
      if (!entries.includes(entry) || entries.at(-1) === entry) return;
      entries = [...entries.filter((e) => e !== entry), entry];
    },
    remove: () => {
      entries = entries.filter((e) => e !== entry);
      syncListener();
    },
  };
}

/**
 * Registers `close` with the stack while `active` (default true) and the
 * component is mounted; returns `raise` (call it when the thing is brought
 * to the front). `close` may change between renders.
 */
export function useEscape(close: () => void, { active = true, modal = false }: EscapeOptions & { active?: boolean } = {}): () => void {
  const closeRef = useRef(close);
  const entry = useRef<EscapeEntry | null>(null);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!active) return;
    const registered = pushEscape(() => closeRef.current(), { modal });
    entry.current = registered;
    return () => {
      registered.remove();
      if (entry.current === registered) entry.current = null;
    };
  }, [active, modal]);
  return useCallback(() => entry.current?.raise(), []);
}
