import type { FormInstance } from 'antd';
import { ApiError } from '../request/index.ts';

/** Puts the field messages of a 4220 answer (`data.fields`) on the form; true when any field was known. */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as object));
  const fields = Object.entries(error.fields).filter(([name]) => known.has(name));
  form.setFields(fields.map(([name, message]) => ({ name, errors: [message] })));
  return fields.length > 0;
}
