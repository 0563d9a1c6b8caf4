// The add and edit form of a train (spec sections 2, 5 and 8): name,
// siding (from the sidings list), wagons, description. Errors in a red
// alert above the form: 'Błąd pobierania bocznic.', 'Nie udało się dodać
// pociągu.', 'Nie udało się zapisać zmian.'. Edit: 'Anuluj' and 'Zapisz
// zmiany'. Every input is disabled while saving.
import type { FormEvent } from 'react';
import type { Siding, Train } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';
import { resources, useMutation } from '../../resources';
import type { Resource } from '../../resources/useResource';
import { Alert } from '../common/Alert';
import { Field } from '../common/Field';
import { FormButtons } from '../common/FormButtons';
import { hasErrors } from '../common/formRules';
import { useFormState } from '../common/useFormState';
import { EMPTY_TRAIN_FORM, trainFormOf, trainInputOf, validateTrainForm, type TrainFormMode } from './trainForm';

interface Props {
  mode: TrainFormMode;
  train?: Train;
  sidings: Resource<Siding[]>;
  onSaved: () => void;
  onCancel: () => void;
}

export function TrainForm({ mode, train, sidings, onSaved, onCancel }: Props) {
  const form = useFormState(train ? trainFormOf(train) : EMPTY_TRAIN_FORM);
  const save = useMutation((body: NonNullable<ReturnType<typeof trainInputOf>>) =>
    mode === 'create' || !train ? resources.trains.create(body) : resources.trains.update(train.id, body),
  );
  const t = pl.trainsPanel;
  const errors = validateTrainForm(form.values, mode);
  const busy = save.busy;
  const err = (field: keyof typeof errors) => (form.shows(field) ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempted();
    const body = trainInputOf(form.values, mode);
    if (!body || busy) return;
    try {
      await save.mutate(body);
      onSaved();
    } catch (error) {
      console.error(mode === 'create' ? 'Failed to add train' : 'Failed to update train', error);
    }
  };

  return (
    <form className="mgmt-form" aria-label={mode === 'create' ? t.addTitle : t.editTitle} onSubmit={(e) => void submit(e)} noValidate>
      <h3>{mode === 'create' ? t.addTitle : t.editTitle}</h3>
      {sidings.error !== null && <Alert message={t.sidingsLoadFailed} />}
      {save.error !== null && <Alert message={mode === 'create' ? t.addFailed : t.saveFailed} error={save.error} />}
      <Field label={t.name} error={err('name')} required>
        {(p) => <input {...p} type="text" value={form.values.name} disabled={busy} onChange={(e) => form.set('name', e.target.value)} onBlur={() => form.touch('name')} />}
      </Field>
      <Field label={t.siding} error={err('siding')} required>
        {(p) => (
          <select {...p} value={form.values.siding} disabled={busy} onChange={(e) => form.set('siding', e.target.value)} onBlur={() => form.touch('siding')}>
            <option value="">{t.chooseSiding}</option>
            {(sidings.data ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {t.sidingLabel(s.zwrotnica, s.nabrzeze)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.trolleyCount} error={err('trolleyCount')}>
        {(p) => (
          <input
            {...p}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={form.values.trolleyCount}
            disabled={busy}
            onChange={(e) => form.set('trolleyCount', e.target.value)}
            onBlur={() => form.touch('trolleyCount')}
          />
        )}
      </Field>
      <Field label={t.description}>
        {(p) => <textarea {...p} rows={2} value={form.values.description} disabled={busy} onChange={(e) => form.set('description', e.target.value)} />}
      </Field>
      <FormButtons mode={mode} busy={busy} blocked={hasErrors(errors)} addLabel={t.addSubmit} onCancel={onCancel} />
    </form>
  );
}
