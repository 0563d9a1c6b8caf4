// The toasts (spec section 9): react-toastify, top right, the library's
// default 5 s (callers pass 3 s for the jammer's), in the console's theme colours.
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

export function Toasts() {
  return <ToastContainer position="top-right" theme="dark" newestOnTop />;
}
