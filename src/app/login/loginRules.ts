// The sign-in forms' rules (spec section 5, "Login" and "Registration
// branch"), checked in the console before anything is sent: a username (not
// blank) and a password are required; at registration the password has at
// least 6 characters and its confirmation is identical. Each message
// belongs to a field. Pure: tested in loginRules.test.ts.
import { PASSWORD_MIN_LENGTH } from '../../protocol/auth';
import { pl } from '../i18n/pl';
import type { FieldErrors } from '../panels/common/formRules';

export type LoginField = 'username' | 'password';
export type RegistrationField = 'username' | 'email' | 'password' | 'confirmation';

export interface LoginValues {
  username: string;
  password: string;
}

export interface RegistrationValues extends LoginValues {
  email: string;
  confirmation: string;
}

export function loginErrors(values: LoginValues): FieldErrors<LoginField> {
  const errors: FieldErrors<LoginField> = {};
  if (values.username.trim() === '') errors.username = pl.login.usernameRequired;
  if (values.password === '') errors.password = pl.login.passwordRequired;
  return errors;
}

export function registrationErrors(values: RegistrationValues): FieldErrors<RegistrationField> {
  const errors: FieldErrors<RegistrationField> = loginErrors(values);
  if (errors.password === undefined && values.password.length < PASSWORD_MIN_LENGTH) errors.password = pl.register.tooShort;
  if (values.password !== values.confirmation) errors.confirmation = pl.register.mismatch;
  return errors;
}

/** The first field (in the form's order) with a message: it takes the focus after a refused submit. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** Moves the focus to a form's control of that name (the first refused field). */
export function focusField(form: HTMLFormElement, name: string): void {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLElement) control.focus();
}
