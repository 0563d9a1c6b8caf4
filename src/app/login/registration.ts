// The registration branch is shown at /login?register when the server
// allows registration (GET /api/health `registration`); its rules are in
// loginRules.ts.

/** True when the address asks for the registration branch (/login?register). */
export function wantsRegistration(location: { pathname: string; search: string }): boolean {
  return location.pathname.replace(/\/+$/, '') === '/login' && new URLSearchParams(location.search).has('register');
}
