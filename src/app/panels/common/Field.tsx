// A form field with its visible label (`<label for>`) and its message, tied
// to the control (aria-invalid, aria-describedby; aria-required).
import { useId, type ReactElement } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean;
}

interface Props {
  label: string;
  error?: string;
  /** The form refuses it empty (announced; the form checks it, not the browser). */
  required?: boolean;
  /** Renders the control with the id the label points at. */
  children: (control: FieldControlProps) => ReactElement;
  /** Something beside the control (the centre pin). */
  aside?: ReactElement;
}

export function Field({ label, error, required = false, children, aside }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className="form-field__control">
        {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': error ? errorId : undefined, 'aria-required': required })}
        {aside}
      </div>
      {error && (
        <div className="form-field__error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}
