import { fieldLabel, type Labels, type Language } from '@zf/shared';
import { translate } from '../i18n/server-messages.ts';

/**
 * A 4220's words: each field's message in the request's language, and a top-level msg that names the first field
 * and its rule ("名称不能为空" / "Name is required", "单价：不能为负数" / "Unit price: Must not be negative").
 */
export function fieldMessages(language: Language, fields: Record<string, string>, labels?: Readonly<Record<string, Labels>>) {
  const translated = Object.fromEntries(Object.entries(fields).map(([f, key]) => [f, translate(language, key)]));
  const first = Object.entries(fields)[0];
  if (!first) return { msg: translate(language, 'http.validation'), fields: translated };
  const [field, key] = first;
  const label = fieldLabel(field, language, labels);
  const text = translated[field]!;
  if (key === 'field.required') return { msg: translate(language, 'field.requiredNamed', { field: label ?? field }), fields: translated };
  // A message that already says what it is about ("请输入姓名", "Please enter your name"), or a field no screen
  // names, is shown as it is.
  if (label === undefined || text.toLowerCase().includes(label.toLowerCase())) return { msg: text, fields: translated };
  return { msg: translate(language, 'field.named', { field: label, msg: text }), fields: translated };
}
