// A form field with its visible label (`<label for>`) and its message.
import { useId, type ReactElement } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface Props {
  label: string;
  error?: string;
  /** Renders the control with the id the label points at. */
  children: (control: FieldControlProps) => ReactElement;
  /** Something beside the control (the centre pin). */
  aside?: ReactElement;
}

export function Field({ label, error, children, aside }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <div className="form-field__control">
        {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': error ? errorId : undefined })}
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
