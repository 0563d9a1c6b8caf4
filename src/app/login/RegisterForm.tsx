// The registration branch of the login overlay (spec sections 2 and 5):
// username, e-mail, password and its confirmation; the console's messages
// at their fields ('Podaj nazwę użytkownika', 'Podaj hasło', 'Hasło musi
// mieć co najmniej 6 znaków', 'Hasła nie są identyczne') before anything is
// sent; any 2xx answer with access, refresh and user signs the user in.
import { useState, type FormEvent } from 'react';
import { pl } from '../i18n/pl';
import { session } from '../session';
import { LoginField } from './LoginField';
import { firstInvalid, focusField, registrationErrors, type RegistrationField } from './loginRules';

const ORDER: readonly RegistrationField[] = ['username', 'email', 'password', 'confirmation'];
/** The inputs' names (the password managers' usual ones). */
const NAMES: Record<RegistrationField, string> = { username: 'username', email: 'email', password: 'password', confirmation: 'password-confirmation' };

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const [values, setValues] = useState({ username: '', email: '', password: '', confirmation: '' });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = attempted ? registrationErrors(values) : {};
  const set = (field: RegistrationField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const invalid = firstInvalid(ORDER, registrationErrors(values));
    if (invalid) {
      focusField(event.currentTarget, NAMES[invalid]);
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await session.register({ username: values.username.trim(), email: values.email.trim(), password: values.password });
    setBusy(false);
    if (outcome.kind === 'error') setError(outcome.message ?? pl.register.failed);
  };

  const field = (name: RegistrationField, placeholder: string, type: 'text' | 'email' | 'password', autoComplete: string) => (
    <LoginField
      name={NAMES[name]}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={values[name]}
      onChange={set(name)}
      disabled={busy}
      error={errors[name]}
      required={name !== 'email'}
    />
  );

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1 id="login-title">{pl.app.title}</h1>
      <h2 className="login-form__subtitle">{pl.register.title}</h2>
      {field('username', pl.register.usernamePlaceholder, 'text', 'username')}
      {field('email', pl.register.emailPlaceholder, 'email', 'email')}
      {field('password', pl.register.passwordPlaceholder, 'password', 'new-password')}
      {field('confirmation', pl.register.confirmPlaceholder, 'password', 'new-password')}
      {error && (
        <p className="login-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? pl.register.busy : pl.register.submit}
      </button>
      <button type="button" className="login-form__switch" onClick={onLogin} disabled={busy}>
        {pl.register.toLogin}
      </button>
    </form>
  );
}
