// The zone form: name, rules (entry, exit, speed limit, no anchoring);
// a new zone takes the outline the zone tool closed, an edit keeps the
// zone's outline. Messages in Polish under their fields; a refusal of the
// server (e.g. crossing edges) in a red alert above the form.
import { useState, type FormEvent } from 'react';
import type { Zone, ZoneInput, ZonePoint } from '../../../protocol/zones';
import { pl } from '../../i18n/pl';
import { resources, useMutation } from '../../resources';
import { zoneChanged } from '../../zones';
import { Alert } from '../common/Alert';
import { Field } from '../common/Field';
import { hasErrors } from '../common/formRules';
import { useFormState } from '../common/useFormState';
import { EMPTY_ZONE_FORM, NO_SWITCHES, validateZoneForm, zoneFormOf, zoneInputOf, type ZoneField, type ZoneSwitches } from './zoneForm';

type Props = { onSaved: () => void; onCancel: () => void } & ({ mode: 'create'; polygon: ZonePoint[] } | { mode: 'edit'; zone: Zone });

export function ZoneForm(props: Props) {
  const initial = props.mode === 'edit' ? zoneFormOf(props.zone) : { values: EMPTY_ZONE_FORM, switches: NO_SWITCHES };
  const form = useFormState(initial.values);
  const [switches, setSwitches] = useState<ZoneSwitches>(initial.switches);
  const polygon = props.mode === 'create' ? props.polygon : null;
  const save = useMutation((body: Partial<ZoneInput>) => (props.mode === 'create' ? resources.zones.create(body as ZoneInput) : resources.zones.update(props.zone.id, body)));
  const t = pl.zoneForm;
  const busy = save.busy;
  const errors = validateZoneForm(form.values, polygon);
  const title = props.mode === 'create' ? t.newTitle : t.editTitle;
  const shown = (field: ZoneField) => (form.shows(field) ? errors[field] : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.attempted();
    const body = zoneInputOf(form.values, switches, polygon);
    if (!body || busy) return;
    try {
      zoneChanged(await save.mutate(body));
      props.onSaved();
    } catch (error) {
      console.error('Failed to save the zone', error);
    }
  };
  const toggle = (rule: keyof ZoneSwitches, label: string) => (
    <label className="zone-form__switch">
      <input type="checkbox" checked={switches[rule]} disabled={busy} onChange={(e) => setSwitches({ ...switches, [rule]: e.target.checked })} />
      {label}
    </label>
  );

  return (
    <form className="mgmt-form zone-form" aria-label={title} onSubmit={(e) => void submit(e)} noValidate data-testid="zone-form">
      <h3>{title}</h3>
      {save.error !== null && <Alert message={t.saveFailed} error={save.error} testId="zone-save-error" />}
      {errors.polygon && <Alert message={errors.polygon} />}
      <Field label={t.name} error={shown('name')} required>
        {(p) => <input {...p} type="text" value={form.values.name} disabled={busy} maxLength={200} onChange={(e) => form.set('name', e.target.value)} onBlur={() => form.touch('name')} />}
      </Field>
      <fieldset className="zone-form__rules">
        <legend>{t.rules}</legend>
        {toggle('entry', t.entry)}
        {toggle('exit', t.exit)}
        {toggle('no_anchoring', t.noAnchoring)}
        <Field label={t.speedLimit} error={shown('speedLimit')}>
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="decimal"
              placeholder={t.speedLimitHint}
              value={form.values.speedLimit}
              disabled={busy}
              onChange={(e) => form.set('speedLimit', e.target.value)}
              onBlur={() => form.touch('speedLimit')}
            />
          )}
        </Field>
      </fieldset>
      <div className="mgmt-form__buttons">
        <button type="button" disabled={busy} onClick={props.onCancel}>
          {t.cancel}
        </button>
        <button type="submit" className="button--primary" disabled={busy || hasErrors(errors)}>
          {busy ? pl.panelForms.saving : t.save}
        </button>
      </div>
    </form>
  );
}
