// The siding forms' rules (spec section 5, "Siding add form" and "Siding
// edit form"): nabrzeze, zwrotnica and tor non-empty after trimming;
// dlugosc_toru, latitude, longitude and azimuth non-empty numbers;
// zwrotnica and tor at most 4 characters; dlugosc_toru >= 0; latitude,
// longitude and azimuth any decimal (within the globe for the position);
// numbers sent as numbers. Pure: tested in sidingForm.test.ts.
import { SIDING_CODE_MAX_LENGTH, type Siding, type SidingInput } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';
import { isBlank, numberText, parseDecimal, type FieldErrors } from '../common/formRules';

export type SidingField = keyof SidingInput;
export type SidingFormValues = Record<SidingField, string>;

export const SIDING_TEXT_FIELDS = ['nabrzeze', 'zwrotnica', 'tor'] as const;
export const SIDING_NUMBER_FIELDS = ['dlugosc_toru', 'latitude', 'longitude', 'azimuth'] as const;

export const EMPTY_SIDING_FORM: SidingFormValues = { nabrzeze: '', zwrotnica: '', tor: '', dlugosc_toru: '', latitude: '', longitude: '', azimuth: '' };

export function sidingFormOf(s: Siding): SidingFormValues {
  return {
    nabrzeze: s.nabrzeze,
    zwrotnica: s.zwrotnica,
    tor: s.tor,
    dlugosc_toru: numberText(s.dlugosc_toru),
    latitude: numberText(s.latitude),
    longitude: numberText(s.longitude),
    azimuth: numberText(s.azimuth),
  };
}

/** Every field filled (texts after trimming): until then the add form's submit stays disabled. */
export function sidingFormComplete(values: SidingFormValues): boolean {
  return [...SIDING_TEXT_FIELDS, ...SIDING_NUMBER_FIELDS].every((field) => !isBlank(values[field]));
}

/** Messages for what is filled and wrong, and for what is empty when `requireAll`. */
export function validateSidingForm(values: SidingFormValues, requireAll: boolean): FieldErrors<SidingField> {
  const errors: FieldErrors<SidingField> = {};
  for (const field of [...SIDING_TEXT_FIELDS, ...SIDING_NUMBER_FIELDS]) {
    if (requireAll && isBlank(values[field])) errors[field] = pl.panelForms.required;
  }
  for (const field of ['zwrotnica', 'tor'] as const) {
    if (values[field].trim().length > SIDING_CODE_MAX_LENGTH) errors[field] = pl.panelForms.maxChars(SIDING_CODE_MAX_LENGTH);
  }
  for (const field of SIDING_NUMBER_FIELDS) {
    if (isBlank(values[field])) continue;
    const value = parseDecimal(values[field]);
    if (value === null) errors[field] = pl.panelForms.notANumber;
    else if (field === 'dlugosc_toru' && value < 0) errors[field] = pl.panelForms.notNegative;
    else if (field === 'latitude' && Math.abs(value) > 90) errors[field] = pl.panelForms.latitudeRange;
    else if (field === 'longitude' && Math.abs(value) > 180) errors[field] = pl.panelForms.longitudeRange;
  }
  return errors;
}

/** The body of POST/PUT (texts trimmed, numbers as numbers), or null when a rule is broken. */
export function sidingInputOf(values: SidingFormValues): SidingInput | null {
  if (!sidingFormComplete(values) || Object.keys(validateSidingForm(values, true)).length > 0) return null;
  const num = (field: (typeof SIDING_NUMBER_FIELDS)[number]) => parseDecimal(values[field]) as number;
  return {
    nabrzeze: values.nabrzeze.trim(),
    zwrotnica: values.zwrotnica.trim(),
    tor: values.tor.trim(),
    dlugosc_toru: num('dlugosc_toru'),
    latitude: num('latitude'),
    longitude: num('longitude'),
    azimuth: num('azimuth'),
  };
}
