// The camera add and edit form (spec sections 3 and 5): every field with a
// visible label; angles 0-360; ranges in metres 0-10000 on both forms (see
// cameraForm.ts for why not the spec's 0-50 on edit); the port falls back
// to 8008 and the coordinates to 0; no required fields. A number outside its
// bounds shows the console's message at its field (cameraFormErrors; the
// browser's own validation is off) and nothing is sent. A failed save shows
// the server's message and keeps what was typed.
import { useId, useState, type FormEvent } from 'react';
import { hasErrors } from '../common/formRules';
import { useFormState } from '../common/useFormState';
import { pl } from '../../i18n/pl';
import {
  CAMERA_ANGLE_MAX_DEG,
  CAMERA_ANGLE_MIN_DEG,
  CAMERA_PORT_MAX,
  CAMERA_RANGE_MAX_M,
  CAMERA_RANGE_MIN_M,
  cameraFormErrors,
  formToCameraInput,
  type CameraFormValues,
} from './cameraForm';
import type { CameraInput } from '../../../protocol/cameras';

const t = pl.camerasTab;

type FieldSpec = { type: 'text' | 'number' | 'password' | 'url'; min?: number; max?: number; step?: number | 'any'; autoComplete?: string };

const FIELDS: [keyof CameraFormValues, FieldSpec][] = [
  ['name', { type: 'text' }],
  ['camera_type', { type: 'text' }],
  ['ip_address', { type: 'text' }],
  ['port', { type: 'number', min: 1, max: CAMERA_PORT_MAX, step: 1 }],
  ['latitude', { type: 'number', min: -90, max: 90, step: 'any' }],
  ['longitude', { type: 'number', min: -180, max: 180, step: 'any' }],
  ['angle_min', { type: 'number', min: CAMERA_ANGLE_MIN_DEG, max: CAMERA_ANGLE_MAX_DEG, step: 'any' }],
  ['angle_max', { type: 'number', min: CAMERA_ANGLE_MIN_DEG, max: CAMERA_ANGLE_MAX_DEG, step: 'any' }],
  ['range_min', { type: 'number', min: CAMERA_RANGE_MIN_M, max: CAMERA_RANGE_MAX_M, step: 'any' }],
  ['range_max', { type: 'number', min: CAMERA_RANGE_MIN_M, max: CAMERA_RANGE_MAX_M, step: 'any' }],
  ['login', { type: 'text', autoComplete: 'off' }],
  ['password', { type: 'password', autoComplete: 'new-password' }],
  ['snapshot_url', { type: 'url' }],
];

export function CameraForm({
  title,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  title: string;
  initial: CameraFormValues;
  submitLabel: string;
  /** Saves; rejects with the message to show when the save failed. */
  onSubmit: (input: CameraInput) => Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useFormState(initial);
  const values = form.values;
  const errors = cameraFormErrors(values);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    form.attempted();
    if (hasErrors(errors)) {
      const first = FIELDS.find(([field]) => errors[field] !== undefined);
      if (first) document.getElementById(`${id}-${first[0]}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(formToCameraInput(values));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };
  return (
    <form className="camera-form" aria-label={title} onSubmit={(event) => void submit(event)} noValidate>
      <h4 className="camera-form__title">{title}</h4>
      <datalist id={`${id}-types`}>
        {t.cameraTypes.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <div className="camera-form__grid">
        {FIELDS.map(([field, spec]) => {
          const message = form.shows(field) ? errors[field] : undefined;
          const inputId = `${id}-${field}`;
          return (
            <div key={field} className={field === 'snapshot_url' || field === 'name' ? 'camera-form__field camera-form__field--wide' : 'camera-form__field'}>
              <label htmlFor={inputId}>{t.fields[field]}</label>
              <input
                id={inputId}
                className="settings-input"
                name={field}
                type={spec.type}
                min={spec.min}
                max={spec.max}
                step={spec.step}
                autoComplete={spec.autoComplete}
                list={field === 'camera_type' ? `${id}-types` : undefined}
                value={values[field]}
                disabled={busy}
                aria-invalid={message !== undefined}
                aria-describedby={message ? `${inputId}-error` : undefined}
                onChange={(event) => form.set(field, event.target.value)}
                onBlur={() => form.touch(field)}
              />
              {message && (
                <span className="camera-form__error" id={`${inputId}-error`}>
                  {message}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {error && (
        <p className="settings-alert" role="alert">
          {error}
        </p>
      )}
      <div className="camera-form__buttons">
        <button type="button" className="settings-button" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
        <button type="submit" className="settings-button settings-button--primary" disabled={busy}>
          {busy ? t.saving : submitLabel}
        </button>
      </div>
    </form>
  );
}
