// The toasts (spec section 9): react-toastify, top right, the library's
// default 5 s (callers pass 3 s for the jammer's), in the console's theme
// colours; below the chart's readouts, or left of a panel open on the right
// (toastPlacement.ts).
import { ToastContainer } from 'react-toastify';
import { useSnapshot } from 'valtio';
import { PANELS } from '../panels/registry';
import { ui } from '../store/ui';
import { toastPlacement } from './toastPlacement';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

export function Toasts() {
  const { panel } = useSnapshot(ui);
  return <ToastContainer position="top-right" theme="dark" newestOnTop style={toastPlacement(panel ? PANELS[panel] : undefined)} />;
}
