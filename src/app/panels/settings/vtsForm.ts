// The conflict settings' form (the 'Statki' tab): three numbers
// typed as text (a Polish decimal comma or a point), each checked against
// the server's limits (VTS_LIMITS) with a Polish message, so a wrong value
// is refused here and never sent.
import { VTS_LIMITS, type VtsSettings } from '../../../protocol/preferences';
import { pl } from '../../i18n/pl';

export type VtsField = keyof VtsSettings;
export const VTS_FIELDS: readonly VtsField[] = ['cpa_threshold_nm', 'tcpa_horizon_min', 'min_speed_kn'];
export type VtsTexts = Record<VtsField, string>;

const DECIMAL = /^\d+(?:[.,]\d+)?$/;

/** A value as the form shows it (decimal comma). */
export const formatVtsValue = (value: number): string => String(value).replace('.', ',');

export const vtsTexts = (s: VtsSettings): VtsTexts => ({
  cpa_threshold_nm: formatVtsValue(s.cpa_threshold_nm),
  tcpa_horizon_min: formatVtsValue(s.tcpa_horizon_min),
  min_speed_kn: formatVtsValue(s.min_speed_kn),
});

/** One field's number, or its Polish error message. */
export function checkVtsField(field: VtsField, text: string): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: pl.vtsSettings.required };
  if (!DECIMAL.test(trimmed)) return { error: pl.vtsSettings.notNumber };
  const value = Number(trimmed.replace(',', '.'));
  const { min, max } = VTS_LIMITS[field];
  if (!Number.isFinite(value) || value < min || value > max) return { error: pl.vtsSettings.range(formatVtsValue(min), formatVtsValue(max), pl.vtsSettings.units[field]) };
  return { value };
}

/** The settings when every field is right, else the message per wrong field. */
export function checkVtsForm(texts: VtsTexts): { settings: VtsSettings } | { errors: Partial<Record<VtsField, string>> } {
  const errors: Partial<Record<VtsField, string>> = {};
  const settings: Partial<VtsSettings> = {};
  for (const field of VTS_FIELDS) {
    const check = checkVtsField(field, texts[field]);
    if ('error' in check) errors[field] = check.error;
    else settings[field] = check.value;
  }
  return Object.keys(errors).length > 0 ? { errors } : { settings: settings as VtsSettings };
}
