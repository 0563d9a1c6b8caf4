import { describe, expect, it } from 'vitest';
import { firstInvalid, loginErrors, registrationErrors } from './loginRules';

describe('sign-in rules', () => {
  it('asks for the username and the password in Polish', () => {
    expect(loginErrors({ username: '', password: '' })).toEqual({ username: 'Podaj nazwę użytkownika', password: 'Podaj hasło' });
    expect(loginErrors({ username: '   ', password: 'x' })).toEqual({ username: 'Podaj nazwę użytkownika' });
    expect(loginErrors({ username: 'admin', password: '' })).toEqual({ password: 'Podaj hasło' });
    expect(loginErrors({ username: 'admin', password: ' ' })).toEqual({});
  });

  it('registration: required fields, 6 characters, identical passwords, each at its field', () => {
    const valid = { username: 'anna', email: '', password: 'secret1', confirmation: 'secret1' };
    expect(registrationErrors(valid)).toEqual({});
    expect(registrationErrors({ ...valid, confirmation: 'secret2' })).toEqual({ confirmation: 'Hasła nie są identyczne' });
    expect(registrationErrors({ ...valid, password: '12345', confirmation: '12345' })).toEqual({ password: 'Hasło musi mieć co najmniej 6 znaków' });
    expect(registrationErrors({ ...valid, password: '123456', confirmation: '123456' })).toEqual({});
    expect(registrationErrors({ username: '', email: '', password: '', confirmation: '' })).toEqual({ username: 'Podaj nazwę użytkownika', password: 'Podaj hasło' });
    expect(registrationErrors({ ...valid, password: '', confirmation: 'x' })).toEqual({ password: 'Podaj hasło', confirmation: 'Hasła nie są identyczne' });
  });

  it('gives the first invalid field in the form order', () => {
    expect(firstInvalid(['username', 'password'], { password: 'x' })).toBe('password');
    expect(firstInvalid(['username', 'password'], { username: 'x', password: 'y' })).toBe('username');
    expect(firstInvalid(['username', 'password'], {})).toBeUndefined();
  });
});
