// The buttons under a management form: 'Anuluj' while editing, and the
// submit button ('Zapisywanie...' while busy; the form's add label when
// creating, 'Zapisz zmiany' when editing).
import { pl } from '../../i18n/pl';

export interface FormButtonsProps {
  mode: 'create' | 'edit';
  busy: boolean;
  /** Submit disabled (errors or required fields missing). */
  blocked: boolean;
  addLabel: string;
  onCancel: () => void;
}

export function FormButtons({ mode, busy, blocked, addLabel, onCancel }: FormButtonsProps) {
  return (
    <div className="mgmt-form__buttons">
      {mode === 'edit' && (
        <button type="button" disabled={busy} onClick={onCancel}>
          {pl.panelForms.cancel}
        </button>
      )}
      <button type="submit" className="button--primary" disabled={busy || blocked}>
        {busy ? pl.panelForms.saving : mode === 'create' ? addLabel : pl.panelForms.save}
      </button>
    </div>
  );
}
