// The add and edit form of an aton (spec sections 5 and 8): name, MMSI,
// VID and the aid type from the 0-31 catalogue with its descriptions
// (required on add; on edit name and MMSI), latitude and longitude optional
// with the centre pin. Errors 'Nie udało się dodać atonu.' and 'Nie udało
// się zapisać zmian.' in a red alert above the form.
import type { FormEvent, ReactElement } from 'react';
import type { Aton, AtonInput } from '../../../protocol/atons';
import { pl } from '../../i18n/pl';
import { resources, useMutation } from '../../resources';
import { Alert } from '../common/Alert';
import { CentrePin } from '../common/CentrePin';
import { Field } from '../common/Field';
import { FormButtons } from '../common/FormButtons';
import { hasErrors, positionText } from '../common/formRules';
import { useFormState } from '../common/useFormState';
import { EMPTY_ATON_FORM, atonFormComplete, atonRequired, atonFormOf, atonInputOf, validateAtonForm, type AtonField, type AtonFormMode } from './atonForm';

interface Props {
  mode: AtonFormMode;
  aton?: Aton;
  onSaved: () => void;
  onCancel: () => void;
}

export function AtonForm({ mode, aton, onSaved, onCancel }: Props) {
  const form = useFormState(aton ? atonFormOf(aton) : EMPTY_ATON_FORM);
  const save = useMutation((body: AtonInput) => (mode === 'create' || !aton ? resources.atons.create(body) : resources.atons.update(aton.id, body)));
  const a = pl.atonsPanel;
  const busy = save.busy;
  const errors = validateAtonForm(form.values, mode, true);
  const complete = atonFormComplete(form.values, mode);
  const title = mode === 'create' ? a.addTitle : a.editTitle;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempted();
    const body = atonInputOf(form.values, mode);
    if (!body || busy) return;
    try {
      await save.mutate(body);
      onSaved();
    } catch (error) {
      console.error(mode === 'create' ? 'Failed to add aton' : 'Failed to update aton', error);
    }
  };

  const isRequired = (field: AtonField) => atonRequired(mode).includes(field);
  const shown = (field: AtonField) => (form.shows(field) ? errors[field] : undefined);
  const input = (field: AtonField, label: string, inputMode: 'text' | 'numeric' | 'decimal', aside?: ReactElement) => (
    <Field label={label} error={shown(field)} aside={aside} required={isRequired(field)}>
      {(p) => (
        <input {...p} type="text" inputMode={inputMode} value={form.values[field]} disabled={busy} onChange={(e) => form.set(field, e.target.value)} onBlur={() => form.touch(field)} />
      )}
    </Field>
  );

  return (
    <form className="mgmt-form" aria-label={title} onSubmit={(e) => void submit(e)} noValidate>
      <h3>{title}</h3>
      {save.error !== null && <Alert message={mode === 'create' ? a.addFailed : a.saveFailed} error={save.error} />}
      {input('name', a.name, 'text')}
      <div className="mgmt-form__pair">
        {input('mmsi', a.mmsi, 'numeric')}
        {input('vid', a.vid, 'numeric')}
      </div>
      <Field label={a.aidType} error={shown('aidType')} required={isRequired('aidType')}>
        {(p) => (
          <select {...p} value={form.values.aidType} disabled={busy} onChange={(e) => form.set('aidType', e.target.value)} onBlur={() => form.touch('aidType')}>
            <option value="">{a.chooseAidType}</option>
            {pl.atonTypes.map((description, code) => (
              <option key={code} value={String(code)}>
                {a.aidTypeOption(code, description)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="mgmt-form__pair">
        {input('latitude', pl.panelForms.latitude, 'decimal')}
        {input('longitude', pl.panelForms.longitude, 'decimal', <CentrePin disabled={busy} onPick={(c) => form.setMany(positionText(c))} />)}
      </div>
      <FormButtons mode={mode} busy={busy} blocked={!complete || hasErrors(errors)} addLabel={a.addSubmit} onCancel={onCancel} />
    </form>
  );
}
