import { describe, expect, it } from 'vitest';
import { wantsRegistration } from './registration';

describe('registration branch', () => {
  it('is asked for at /login?register only', () => {
    expect(wantsRegistration({ pathname: '/login', search: '?register' })).toBe(true);
    expect(wantsRegistration({ pathname: '/login/', search: '?register=1' })).toBe(true);
    expect(wantsRegistration({ pathname: '/login', search: '' })).toBe(false);
    expect(wantsRegistration({ pathname: '/', search: '?register' })).toBe(false);
  });
});
