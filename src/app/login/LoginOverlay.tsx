// The full-screen dark login overlay (spec section 2, "Login form"), in the
// last used theme; at /login?register, when the server allows registration,
// the registration branch instead (RegisterForm.tsx).
import { useState, type FormEvent } from 'react';
import { pl } from '../i18n/pl';
import { resources, useResource } from '../resources';
import { session } from '../session';
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

function LoginForm() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !username || !password) return;
    setBusy(true);
    setError(null);
    const outcome = await session.login({ username, password });
    setBusy(false);
    if (outcome.kind !== 'ok') setError(outcome.kind === 'invalid' ? pl.login.invalidCredentials : pl.login.failed);
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)}>
      <h1 id="login-title">{pl.app.title}</h1>
      <input
        name="username"
        autoComplete="username"
        placeholder={pl.login.usernamePlaceholder}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        disabled={busy}
      />
      <input
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={pl.login.passwordPlaceholder}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        disabled={busy}
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
