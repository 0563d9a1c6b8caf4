// The train form's rules (spec section 5, "Train form"): name required,
// siding chosen from the list, wagons a whole number >= 0 (empty means 0 on
// create; on edit an unparsable value falls back to 0), description
// optional. Pure: tested in trainForm.test.ts.
import type { Train, TrainInput } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';
import { isBlank, parseInteger, type FieldErrors } from '../common/formRules';

export type TrainFormMode = 'create' | 'edit';

export interface TrainFormValues {
  name: string;
  /** The chosen siding's id as text ('' none). */
  siding: string;
  trolleyCount: string;
  description: string;
}

export type TrainField = keyof TrainFormValues;

export const EMPTY_TRAIN_FORM: TrainFormValues = { name: '', siding: '', trolleyCount: '', description: '' };

export function trainFormOf(train: Train): TrainFormValues {
  return { name: train.name, siding: String(train.siding), trolleyCount: String(train.trolley_count), description: train.description };
}

/** The wagon count the form sends, or null when it breaks the rule (negative, or unparsable on create). */
export function trolleyCountOf(text: string, mode: TrainFormMode): number | null {
  if (mode === 'create') {
    if (isBlank(text)) return 0;
    const n = parseInteger(text);
    return n !== null && n >= 0 ? n : null;
  }
  const n = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(n)) return 0;
  return n >= 0 ? n : null;
}

const sidingIdOf = (text: string): number | null => {
  const id = parseInteger(text);
  return id !== null && id > 0 ? id : null;
};

export function validateTrainForm(values: TrainFormValues, mode: TrainFormMode): FieldErrors<TrainField> {
  const errors: FieldErrors<TrainField> = {};
  if (isBlank(values.name)) errors.name = pl.trainsPanel.nameRequired;
  if (sidingIdOf(values.siding) === null) errors.siding = pl.trainsPanel.sidingRequired;
  if (trolleyCountOf(values.trolleyCount, mode) === null) errors.trolleyCount = pl.trainsPanel.trolleyCountInvalid;
  return errors;
}

/** The body of POST/PUT, or null when the form breaks a rule. */
export function trainInputOf(values: TrainFormValues, mode: TrainFormMode): TrainInput | null {
  const siding = sidingIdOf(values.siding);
  const trolleyCount = trolleyCountOf(values.trolleyCount, mode);
  if (isBlank(values.name) || siding === null || trolleyCount === null) return null;
  return { name: values.name.trim(), siding, trolley_count: trolleyCount, description: values.description.trim() };
}
