// One field of the sign-in forms: the input (named by its placeholder, as
// the spec draws the login form) and, after a refused submit, its Polish
// message tied to it (aria-invalid, aria-describedby).
import { useId } from 'react';

interface Props {
  name: string;
  type?: 'text' | 'password' | 'email';
  autoComplete: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  error: string | undefined;
  /** False for an optional field (the registration's e-mail). */
  required?: boolean;
}

export function LoginField({ name, type = 'text', autoComplete, placeholder, value, onChange, disabled, error, required = true }: Props) {
  const errorId = `${useId()}-error`;
  return (
    <div className="login-field">
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-required={required}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
      />
      {error && (
        <p className="login-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
