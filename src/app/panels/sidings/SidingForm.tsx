// The add and edit form of a siding (spec sections 2, 5 and 8): nabrzeże,
// zwrotnica and tor ('max 4 znaki'), track length, latitude and longitude
// with the centre pin, azimuth. The add form's submit stays disabled until
// every field is filled; the edit form is 'Edytuj bocznicę' with 'Anuluj'
// and 'Zapisz zmiany' ('Zapisywanie...' while saving, every input disabled
// meanwhile). Numbers are sent as numbers.
import type { FormEvent, ReactElement } from 'react';
import { SIDING_CODE_MAX_LENGTH, type Siding, type SidingInput } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';
import { resources, useMutation } from '../../resources';
import { Alert } from '../common/Alert';
import { CentrePin } from '../common/CentrePin';
import { Field } from '../common/Field';
import { FormButtons } from '../common/FormButtons';
import { hasErrors, positionText } from '../common/formRules';
import { useFormState } from '../common/useFormState';
import { EMPTY_SIDING_FORM, sidingFormComplete, sidingFormOf, sidingInputOf, validateSidingForm, type SidingField } from './sidingForm';

interface Props {
  mode: 'create' | 'edit';
  siding?: Siding;
  onSaved: () => void;
  onCancel: () => void;
}

export function SidingForm({ mode, siding, onSaved, onCancel }: Props) {
  const form = useFormState(siding ? sidingFormOf(siding) : EMPTY_SIDING_FORM);
  const save = useMutation((body: SidingInput) => (mode === 'create' || !siding ? resources.sidings.create(body) : resources.sidings.update(siding.id, body)));
  const s = pl.sidingsPanel;
  const busy = save.busy;
  const errors = validateSidingForm(form.values, true);
  const complete = sidingFormComplete(form.values);
  const title = mode === 'create' ? s.addTitle : s.editTitle;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempted();
    const body = sidingInputOf(form.values);
    if (!body || busy) return;
    try {
      await save.mutate(body);
      onSaved();
    } catch (error) {
      console.error(mode === 'create' ? 'Failed to add siding' : 'Failed to update siding', error);
    }
  };

  const input = (field: SidingField, label: string, extra: { placeholder?: string; maxLength?: number; inputMode?: 'decimal' } = {}, aside?: ReactElement) => (
    <Field label={label} error={form.shows(field) ? errors[field] : undefined} aside={aside} required={mode === 'create'}>
      {(p) => (
        <input
          {...p}
          {...extra}
          type="text"
          value={form.values[field]}
          disabled={busy}
          onChange={(e) => form.set(field, e.target.value)}
          onBlur={() => form.touch(field)}
        />
      )}
    </Field>
  );
  const code = { placeholder: s.codePlaceholder, maxLength: SIDING_CODE_MAX_LENGTH };
  const decimal = { inputMode: 'decimal' as const };

  return (
    <form className="mgmt-form" aria-label={title} onSubmit={(e) => void submit(e)} noValidate>
      <h3>{title}</h3>
      {save.error !== null && <Alert message={mode === 'create' ? s.addFailed : s.updateFailed} error={save.error} />}
      {input('nabrzeze', s.nabrzeze)}
      <div className="mgmt-form__pair">
        {input('zwrotnica', s.zwrotnica, code)}
        {input('tor', s.tor, code)}
      </div>
      {input('dlugosc_toru', s.dlugoscToru, decimal)}
      <div className="mgmt-form__pair">
        {input('latitude', pl.panelForms.latitude, decimal)}
        {input('longitude', pl.panelForms.longitude, decimal, <CentrePin disabled={busy} onPick={(c) => form.setMany(positionText(c))} />)}
      </div>
      {input('azimuth', s.azimuth, decimal)}
      <FormButtons mode={mode} busy={busy} blocked={!complete || hasErrors(errors)} addLabel={s.addSubmit} onCancel={onCancel} />
    </form>
  );
}
