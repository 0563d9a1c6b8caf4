// The conflict alerts' settings in the 'Statki' tab: CPA
// threshold (NM), TCPA horizon (min) and minimum speed (kn), each a labelled
// field checked as typed (vtsForm.ts, Polish messages beside the field);
// 'Zapisz' sends them only when all are right. They are the station's
// (shared by every operator), read and saved through the preferences call.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { DEFAULT_VTS_SETTINGS, type VtsSettings } from '../../../protocol/preferences';
import { pl } from '../../i18n/pl';
import { resources, useMutation, useResource } from '../../resources';
import { checkVtsField, checkVtsForm, VTS_FIELDS, vtsTexts, type VtsField, type VtsTexts } from './vtsForm';

export function VtsSettingsForm() {
  const id = useId();
  const loaded = useResource((signal) => resources.preferences.get({ signal }), []);
  const save = useMutation((settings: VtsSettings) => resources.preferences.patch({ vts_settings: settings }));
  const [texts, setTexts] = useState<VtsTexts | null>(null);
  const [errors, setErrors] = useState<Partial<Record<VtsField, string>>>({});

  const stored = loaded.data?.vts_settings;
  useEffect(() => {
    if (loaded.error) console.error(pl.vtsSettings.loadFailed, loaded.error);
  }, [loaded.error]);

  // The operator's text once typed; until then the stored values (the defaults when they could not be read).
  const shown = texts ?? (stored ? vtsTexts(stored) : loaded.error ? vtsTexts(DEFAULT_VTS_SETTINGS) : null);
  const change = (field: VtsField, text: string) => {
    setTexts({ ...(shown ?? vtsTexts(DEFAULT_VTS_SETTINGS)), [field]: text });
    const check = checkVtsField(field, text);
    setErrors((current) => ({ ...current, [field]: 'error' in check ? check.error : undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown || save.busy) return;
    const check = checkVtsForm(shown);
    if ('errors' in check) {
      setErrors(check.errors);
      toast.error(pl.vtsSettings.invalid);
      return;
    }
    try {
      const answer = await save.mutate(check.settings);
      setTexts(vtsTexts(answer?.vts_settings ?? check.settings));
      setErrors({});
      toast.success(pl.vtsSettings.saved);
    } catch (error) {
      console.error(pl.vtsSettings.saveFailed, error);
      toast.error(pl.vtsSettings.saveFailed);
    }
  };

  return (
    <form className="settings-section vts-form" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-title`} className="settings-section__title">
        {pl.vtsSettings.heading}
      </h3>
      <p className="vts-form__hint">{pl.vtsSettings.hint}</p>
      {!shown && <p className="vts-form__hint">{pl.vtsSettings.loading}</p>}
      {loaded.error !== null && !stored && <p className="settings-hint settings-hint--danger">{pl.vtsSettings.loadFailedNote}</p>}
      {shown &&
        VTS_FIELDS.map((field) => {
          const error = errors[field];
          return (
            <div key={field} className="vts-form__field">
              <label htmlFor={`${id}-${field}`} className="settings-field__label">
                {pl.vtsSettings.labels[field]}
              </label>
              <input
                id={`${id}-${field}`}
                className="settings-input vts-form__input"
                inputMode="decimal"
                autoComplete="off"
                value={shown[field]}
                aria-invalid={error !== undefined}
                aria-describedby={`${id}-${field}-help`}
                onChange={(event) => change(field, event.target.value)}
              />
              <span id={`${id}-${field}-help`} className={error ? 'vts-form__error' : 'vts-form__help'} role={error ? 'alert' : undefined}>
                {error ?? pl.vtsSettings.help[field]}
              </span>
            </div>
          );
        })}
      <div className="vts-form__actions">
        <button type="button" className="vts-form__reset" title={pl.vtsSettings.resetTitle} disabled={!shown} onClick={() => setTexts(vtsTexts(DEFAULT_VTS_SETTINGS))}>
          {pl.vtsSettings.reset}
        </button>
        <button type="submit" className="vts-form__save" disabled={!shown || save.busy}>
          {save.busy ? pl.vtsSettings.saving : pl.vtsSettings.save}
        </button>
      </div>
    </form>
  );
}
