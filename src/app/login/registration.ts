// The registration branch's rules (spec section 5): the passwords must be
// identical, and at least 6 characters long. It is shown at /login?register
// when the server allows registration (GET /api/health `registration`).
import { PASSWORD_MIN_LENGTH } from '../../protocol/auth';

export type RegistrationProblem = 'mismatch' | 'tooShort';

export function registrationProblem(password: string, confirmation: string): RegistrationProblem | null {
  if (password !== confirmation) return 'mismatch';
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return null;
}

/** True when the address asks for the registration branch (/login?register). */
export function wantsRegistration(location: { pathname: string; search: string }): boolean {
  return location.pathname.replace(/\/+$/, '') === '/login' && new URLSearchParams(location.search).has('register');
}
