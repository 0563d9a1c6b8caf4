// Mouse and touch on the chart canvas (spec section 2): every button's
// press, move and release (the left button and one finger drag, the middle
// button reaches the tools), the wheel, and a two-finger pinch mapped to
// wheel movement; the context menu is blocked.

export type ButtonCode = 0 | 1 | 2;

export interface RawPointer {
  /** CSS px relative to the element. */
  xPx: number;
  yPx: number;
  button: ButtonCode;
  pointerType: string;
  dxPx: number;
  dyPx: number;
}

export interface PointerHandlers {
  down(p: RawPointer): void;
  /** `pressed`: a press of this pointer is in progress (a drag). */
  move(p: RawPointer, pressed: boolean): void;
  up(p: RawPointer): void;
  wheel(deltaY: number, p: RawPointer): void;
  /** Pinch: finger distance changed from `previous` to `current`. */
  pinch(previousPx: number, currentPx: number): void;
  leave(): void;
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }): number => Math.hypot(a.x - b.x, a.y - b.y);
const buttonCode = (button: number): ButtonCode => (button === 1 || button === 2 ? button : 0);

/** Binds the handlers; returns the unbinding function. */
export function bindPointerInput(el: HTMLElement, h: PointerHandlers): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  /** The pointer whose press is in progress, with its button (one at a time). */
  let pressed: { id: number; button: ButtonCode } | null = null;
  const local = (e: PointerEvent | WheelEvent) => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const raw = (p: { x: number; y: number }, button: ButtonCode, pointerType: string, dx = 0, dy = 0): RawPointer => ({
    xPx: p.x,
    yPx: p.y,
    button,
    pointerType,
    dxPx: dx,
    dyPx: dy,
  });
  const down = (e: PointerEvent) => {
    // The middle button would start the browser's autoscroll.
    if (e.button === 1) e.preventDefault();
    el.setPointerCapture?.(e.pointerId);
    const p = local(e);
    pointers.set(e.pointerId, p);
    if (pointers.size === 1) {
      pressed = { id: e.pointerId, button: buttonCode(e.button) };
      h.down(raw(p, pressed.button, e.pointerType));
    } else if (pressed) {
      // A second finger: the drag ends, a pinch begins.
      h.up(raw(p, pressed.button, e.pointerType));
      pressed = null;
    }
  };
  const move = (e: PointerEvent) => {
    const p = local(e);
    const previous = pointers.get(e.pointerId);
    if (previous && pointers.size === 2) {
      const [a, b] = [...pointers.entries()];
      if (a && b) {
        const other = a[0] === e.pointerId ? b[1] : a[1];
        h.pinch(distance(previous, other), distance(p, other));
      }
    } else {
      const mine = pressed?.id === e.pointerId;
      h.move(raw(p, mine && pressed ? pressed.button : 0, e.pointerType, previous ? p.x - previous.x : 0, previous ? p.y - previous.y : 0), mine);
    }
    if (previous) pointers.set(e.pointerId, p);
  };
  const up = (e: PointerEvent) => {
    if (!pointers.delete(e.pointerId)) return;
    if (pressed?.id === e.pointerId) h.up(raw(local(e), pressed.button, e.pointerType));
    pressed = null;
  };
  const wheel = (e: WheelEvent) => {
    e.preventDefault();
    h.wheel(e.deltaY, raw(local(e), 0, 'mouse'));
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
