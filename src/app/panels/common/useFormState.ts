// The state of a panel form: values, which fields were touched (their
// messages show from then on, or after a submit attempt), and set/touch.
import { useState } from 'react';

export interface FormState<V extends { [K in keyof V]: string }> {
  values: V;
  set: (field: keyof V, value: string) => void;
  setMany: (values: Partial<V>) => void;
  touch: (field: keyof V) => void;
  /** Whether a field's message should show. */
  shows: (field: keyof V) => boolean;
  /** After a submit attempt every message shows. */
  attempted: () => void;
}

export function useFormState<V extends { [K in keyof V]: string }>(initial: V): FormState<V> {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const [all, setAll] = useState(false);
  const touch = (field: keyof V) => setTouched((t) => (t.has(field) ? t : new Set([...t, field])));
  return {
    values,
    set: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      touch(field);
    },
    setMany: (more) => {
      setValues((v) => ({ ...v, ...more }));
      setTouched((t) => new Set([...t, ...(Object.keys(more) as (keyof V)[])]));
    },
    touch,
    shows: (field) => all || touched.has(field),
    attempted: () => setAll(true),
  };
}
