// The toasts (spec section 9): react-toastify, top right, the library's
// default 5 s (callers pass 3 s for the jammer's), in the console's theme
// colours. They stand in one place whatever is open: top right, below the
// CENTER/CURSOR readouts and clear of a right-hand panel's header and close
// button (toasts.css), above every panel, card, window and modal (a portal
// on the body: the console's own stacking order cannot cover them).
//
// Cheap to show on a slow machine, where the alerts of a busy picture keep
// several toasts up: no countdown bar (a CSS animation for as long as a
// toast is up, so the compositor drew 60 frames a second — with a software
// GPU a whole core: 1,000-1,270 ms of the GPU process's CPU a second with the
// alert toasts of 20,000 vessels, 30-60 ms without; the library keeps the
// bar hidden, at opacity 0, and its animation's end still closes the toast,
// so it must not be removed by CSS), and no transition of
// the library's: its bounce in and out ends in an `animationend` that
// re-renders the toast (four alert toasts coming or going together: one
// task of 25-30 ms of a 4x throttled CPU) and its collapse animates the
// others' height by layout, every frame for 300 ms. A toast fades in by CSS
// alone (toasts.css), on the compositor, and goes at once.
import { createPortal } from 'react-dom';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

export function Toasts() {
  return createPortal(<ToastContainer position="top-right" theme="dark" newestOnTop hideProgressBar transition={false} />, document.body);
}
