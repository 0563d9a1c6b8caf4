// Mouse and touch on the chart canvas (spec section 2): left button / one
// finger drags, wheel and two-finger pinch zoom, the context menu blocked.

export interface PointerHandlers {
  /** Cursor moved (CSS px relative to the canvas). */
  cursor(xPx: number, yPx: number): void;
  /** Left button or first finger pressed / released. */
  press(down: boolean): void;
  drag(dxPx: number, dyPx: number): void;
  wheel(delta: number): void;
  /** Pinch: finger distance changed from `previous` to `current`. */
  pinch(previousPx: number, currentPx: number): void;
  leave(): void;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.hypot(a.x - b.x, a.y - b.y);

/** Binds the handlers; returns the unbinding function. */
export function bindPointerInput(el: HTMLElement, h: PointerHandlers): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let dragging = false;
  const local = (e: PointerEvent | WheelEvent) => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    el.setPointerCapture?.(e.pointerId);
    const p = local(e);
    pointers.set(e.pointerId, p);
    h.cursor(p.x, p.y);
    if (pointers.size === 1) {
      dragging = true;
      h.press(true);
    } else {
      dragging = false;
      h.press(false);
    }
  };
  const move = (e: PointerEvent) => {
    const p = local(e);
    const previous = pointers.get(e.pointerId);
    h.cursor(p.x, p.y);
    if (!previous) return;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.entries()];
      if (a && b) {
        const other = a[0] === e.pointerId ? b[1] : a[1];
        h.pinch(distance(previous, other), distance(p, other));
      }
    } else if (dragging) {
      h.drag(p.x - previous.x, p.y - previous.y);
    }
    pointers.set(e.pointerId, p);
  };
  const up = (e: PointerEvent) => {
    if (!pointers.delete(e.pointerId)) return;
    if (pointers.size === 0 && dragging) h.press(false);
    dragging = false;
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = local(e);
    h.cursor(p.x, p.y);
    h.wheel(e.deltaY);
  };
  const context = (e: Event) => e.preventDefault();
  const leave = () => h.leave();
  el.addEventListener('pointerdown', down);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
  el.addEventListener('pointerleave', leave);
  el.addEventListener('wheel', wheel, { passive: false });
  el.addEventListener('contextmenu', context);
  return () => {
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
    el.removeEventListener('pointerleave', leave);
    el.removeEventListener('wheel', wheel);
    el.removeEventListener('contextmenu', context);
  };
}
