// The registration branch of the login overlay (spec sections 2 and 5):
// username, e-mail, password and its confirmation; 'Hasła nie są
// identyczne' and 'Hasło musi mieć co najmniej 6 znaków' before anything is
// sent; any 2xx answer with access, refresh and user signs the user in.
import { useState, type FormEvent } from 'react';
import { pl } from '../i18n/pl';
import { session } from '../session';
import { registrationProblem } from './registration';

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !username) return;
    const problem = registrationProblem(password, confirmation);
    if (problem) {
      setError(pl.register[problem]);
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await session.register({ username: username.trim(), email: email.trim(), password });
    setBusy(false);
    if (outcome.kind === 'error') setError(outcome.message ?? pl.register.failed);
  };

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
      <h1 id="login-title">{pl.app.title}</h1>
      <h2 className="login-form__subtitle">{pl.register.title}</h2>
      <input
        name="username"
        autoComplete="username"
        placeholder={pl.register.usernamePlaceholder}
        aria-label={pl.register.usernamePlaceholder}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        required
        disabled={busy}
      />
      <input
        name="email"
        type="email"
        autoComplete="email"
        placeholder={pl.register.emailPlaceholder}
        aria-label={pl.register.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={busy}
      />
      <input
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={pl.register.passwordPlaceholder}
        aria-label={pl.register.passwordPlaceholder}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
        disabled={busy}
      />
      <input
        name="password-confirmation"
        type="password"
        autoComplete="new-password"
        placeholder={pl.register.confirmPlaceholder}
        aria-label={pl.register.confirmPlaceholder}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        required
        disabled={busy}
      />
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
