// The aton forms' rules (spec section 5, "Aton form"): on add name, mmsi,
// vid and aid_type are required (vid and aid_type numeric, aid_type from the
// 0-31 catalogue), latitude and longitude optional; on edit name and mmsi
// are required. MMSI is 9 digits (the server's rule). Pure: tested in
// atonForm.test.ts.
import { AID_TYPE_MAX, AID_TYPE_MIN, type Aton, type AtonInput } from '../../../protocol/atons';
import { pl } from '../../i18n/pl';
import { isBlank, numberText, parseDecimal, parseInteger, type FieldErrors } from '../common/formRules';

export type AtonFormMode = 'create' | 'edit';

export interface AtonFormValues {
  name: string;
  mmsi: string;
  vid: string;
  aidType: string;
  latitude: string;
  longitude: string;
}
export type AtonField = keyof AtonFormValues;

export const EMPTY_ATON_FORM: AtonFormValues = { name: '', mmsi: '', vid: '', aidType: '', latitude: '', longitude: '' };

const MMSI = /^\d{9}$/;

export function atonFormOf(a: Aton): AtonFormValues {
  return {
    name: a.name,
    mmsi: a.mmsi,
    vid: numberText(a.vid),
    aidType: numberText(a.aid_type),
    latitude: numberText(a.latitude),
    longitude: numberText(a.longitude),
  };
}

/** The required fields of a mode (spec section 5). */
export function atonRequired(mode: AtonFormMode): readonly AtonField[] {
  return mode === 'create' ? ['name', 'mmsi', 'vid', 'aidType'] : ['name', 'mmsi'];
}

/** Every required field filled: until then the submit stays disabled. */
export function atonFormComplete(values: AtonFormValues, mode: AtonFormMode): boolean {
  return atonRequired(mode).every((field) => !isBlank(values[field]));
}

const vidOf = (text: string): number | null => {
  const n = parseInteger(text);
  return n !== null && n >= 0 && n <= 2 ** 31 - 1 ? n : null;
};
const aidTypeOf = (text: string): number | null => {
  const n = parseInteger(text);
  return n !== null && n >= AID_TYPE_MIN && n <= AID_TYPE_MAX ? n : null;
};

export function validateAtonForm(values: AtonFormValues, mode: AtonFormMode, requireAll: boolean): FieldErrors<AtonField> {
  const errors: FieldErrors<AtonField> = {};
  if (requireAll) for (const field of atonRequired(mode)) if (isBlank(values[field])) errors[field] = pl.panelForms.required;
  if (!isBlank(values.mmsi) && !MMSI.test(values.mmsi.trim())) errors.mmsi = pl.panelForms.mmsiDigits;
  if (!isBlank(values.vid) && vidOf(values.vid) === null) errors.vid = pl.atonsPanel.vidInvalid;
  if (!isBlank(values.aidType) && aidTypeOf(values.aidType) === null) errors.aidType = pl.panelForms.notAnInteger;
  for (const field of ['latitude', 'longitude'] as const) {
    if (isBlank(values[field])) continue;
    const value = parseDecimal(values[field]);
    const limit = field === 'latitude' ? 90 : 180;
    if (value === null) errors[field] = pl.panelForms.notANumber;
    else if (Math.abs(value) > limit) errors[field] = field === 'latitude' ? pl.panelForms.latitudeRange : pl.panelForms.longitudeRange;
  }
  return errors;
}

/** The body of POST/PUT, or null when a rule is broken. An empty position is sent as null. */
export function atonInputOf(values: AtonFormValues, mode: AtonFormMode): AtonInput | null {
  if (!atonFormComplete(values, mode) || Object.keys(validateAtonForm(values, mode, true)).length > 0) return null;
  const position = (text: string) => (isBlank(text) ? null : parseDecimal(text));
  const vid = vidOf(values.vid);
  const aidType = aidTypeOf(values.aidType);
  return {
    name: values.name.trim(),
    mmsi: values.mmsi.trim(),
    ...(vid === null ? {} : { vid }),
    ...(aidType === null ? {} : { aid_type: aidType }),
    latitude: position(values.latitude),
    longitude: position(values.longitude),
  } as AtonInput;
}
