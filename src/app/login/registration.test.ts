import { describe, expect, it } from 'vitest';
import { registrationProblem, wantsRegistration } from './registration';

describe('registration branch', () => {
  it('needs identical passwords of at least 6 characters', () => {
    expect(registrationProblem('secret1', 'secret2')).toBe('mismatch');
    expect(registrationProblem('12345', '12345')).toBe('tooShort');
    expect(registrationProblem('123456', '123456')).toBeNull();
  });

  it('is asked for at /login?register only', () => {
    expect(wantsRegistration({ pathname: '/login', search: '?register' })).toBe(true);
    expect(wantsRegistration({ pathname: '/login/', search: '?register=1' })).toBe(true);
    expect(wantsRegistration({ pathname: '/login', search: '' })).toBe(false);
    expect(wantsRegistration({ pathname: '/', search: '?register' })).toBe(false);
  });
});
