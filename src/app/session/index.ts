// The app's one session and API client, bound to the browser.
import { createApi } from './api';
import { Session } from './session';
import { memoryStorage } from './storage';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const session = new Session({
  storage: browserStorage() ?? memoryStorage(),
  fetch: (input, init) => window.fetch(input, init),
  navigate: (path) => {
    if (window.location.pathname !== path) window.history.pushState(null, '', path);
  },
  setTimer: (fn, ms) => window.setTimeout(fn, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
});

export const api = createApi(session);
