// How a request path reads once spelling tricks are undone: percent-decoded
// segments, lower case, no empty segments (double slashes), no trailing dots
// or spaces. Used to recognise API-like paths in the not-found handler and
// camera paths in the log, whatever spelling a client chose.

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: the router will not match it either; judge it as written.
    return segment;
  }
}

/** `/%61pi//Camera./manage` -> `/api/camera/manage`. */
export function normalisedPath(rawPath: string): string {
  const segments = rawPath
    .split('/')
    .map((segment) => decodeSegment(segment).toLowerCase().replace(/[.\s]+$/, ''))
    .filter((segment) => segment !== '');
  return `/${segments.join('/')}`;
}

/** The path of a request URL (without the query string). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

// The API prefixes, and the weather images at the root (/{ph|wind|water}_{id}.jpg).
const API_LIKE = /^\/((api|ws|chart-engine|media|camera)(\/|$)|(ph|wind|water)_)/;

/** True when a path, however spelt, points into the API rather than the web app. */
export function isApiLikePath(rawPath: string): boolean {
  return API_LIKE.test(normalisedPath(rawPath));
}
