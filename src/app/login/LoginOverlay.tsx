// The full-screen dark login overlay (spec section 2, "Login form"), in the
// last used theme; at /login?register, when the server allows registration,
// the registration branch instead (RegisterForm.tsx). Both forms check their
// fields in the console (loginRules.ts), never with the browser's bubbles,
// and send nothing while a field is refused.
import { useState, type FormEvent } from 'react';
import { pl } from '../i18n/pl';
import { resources, useResource } from '../resources';
import { session } from '../session';
import { LoginField } from './LoginField';
import { firstInvalid, focusField, loginErrors, type LoginField as Field } from './loginRules';
import { RegisterForm } from './RegisterForm';
import { wantsRegistration } from './registration';
import './login.css';

export function LoginOverlay() {
  const [register, setRegister] = useState(() => wantsRegistration(window.location));
  const health = useResource((signal) => resources.health.get({ signal }), [], { enabled: register });
  const showRegistration = register && health.data?.registration === true;
  const toLogin = () => {
    window.history.pushState(null, '', '/login');
    setRegister(false);
  };
  return (
    <div className="login-overlay" role="dialog" aria-modal="true" aria-labelledby="login-title">
      {showRegistration ? <RegisterForm onLogin={toLogin} /> : <LoginForm />}
    </div>
  );
}

const ORDER: readonly Field[] = ['username', 'password'];

function LoginForm() {
  const [values, setValues] = useState({ username: '', password: '' });
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = attempted ? loginErrors(values) : {};
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const invalid = firstInvalid(ORDER, loginErrors(values));
    if (invalid) {
      focusField(event.currentTarget, invalid);
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await session.login(values);
    setBusy(false);
    if (outcome.kind !== 'ok') setError(outcome.kind === 'invalid' ? pl.login.invalidCredentials : pl.login.failed);
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1 id="login-title">{pl.app.title}</h1>
      <LoginField
        name="username"
        autoComplete="username"
        placeholder={pl.login.usernamePlaceholder}
        value={values.username}
        onChange={set('username')}
        disabled={busy}
        error={errors.username}
      />
      <LoginField
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={pl.login.passwordPlaceholder}
        value={values.password}
        onChange={set('password')}
        disabled={busy}
        error={errors.password}
      />
      {error && (
        <p className="login-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? pl.login.busy : pl.login.submit}
      </button>
    </form>
  );
}
